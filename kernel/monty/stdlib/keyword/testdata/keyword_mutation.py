import keyword
kw = list(keyword.kwlist)
kw.append('extra')
print(keyword.iskeyword('extra'), len(keyword.kwlist))
print(keyword.iskeyword(''), keyword.issoftkeyword(''), keyword.iskeyword(' if'), keyword.iskeyword('if '))
