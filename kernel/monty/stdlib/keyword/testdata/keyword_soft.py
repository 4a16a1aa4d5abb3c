import keyword
print(keyword.softkwlist, all(not keyword.iskeyword(w) for w in keyword.softkwlist))
print(set(keyword.softkwlist) & set(keyword.kwlist))
print([w for w in ['_', '__', 'case', 'match', 'type'] if keyword.issoftkeyword(w)])
