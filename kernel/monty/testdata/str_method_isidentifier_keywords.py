# isidentifier follows the grammar; keywords are identifiers too (keyword module knows better).
import keyword
for s in ["x", "_", "__init__", "1x", "x1", "é", "日本", "x-y", "", "class", "match", "None", "a b", "ℕ", "x\u200c"]:
    print(repr(s), s.isidentifier(), keyword.iskeyword(s), keyword.issoftkeyword(s))
print(len(keyword.kwlist), keyword.kwlist[:5], sorted(keyword.softkwlist))
