import keyword
print(keyword.kwlist)
print(keyword.softkwlist)
for w in ['if', 'match', 'foo', 'None', '_', 'async']:
    print(w, keyword.iskeyword(w), keyword.issoftkeyword(w))
print(sorted(keyword.__all__))
