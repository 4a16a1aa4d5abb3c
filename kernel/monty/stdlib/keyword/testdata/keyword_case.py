import keyword
for w in ['IF', 'If', 'none', 'NONE', 'True', 'true', 'Match', 'CASE']:
    print(w, keyword.iskeyword(w), keyword.issoftkeyword(w))
