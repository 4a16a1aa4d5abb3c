import keyword
text = 'for x in range ( 3 ) : if x is not None and x or y yield match case print'
words = text.split()
print([w for w in words if keyword.iskeyword(w)])
print([w for w in words if keyword.issoftkeyword(w)])
print(sum(map(keyword.iskeyword, words)))
