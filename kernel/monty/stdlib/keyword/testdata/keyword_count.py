import keyword
print(len(keyword.kwlist), len(keyword.softkwlist), keyword.kwlist == sorted(keyword.kwlist))
print(type(keyword.kwlist).__name__, type(keyword.softkwlist).__name__)
print(keyword.kwlist[:3], keyword.kwlist[-3:])
