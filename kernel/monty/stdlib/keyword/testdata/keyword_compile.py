import keyword
bad = []
for w in keyword.kwlist:
    try:
        exec(w + ' = 1', {})
    except SyntaxError:
        bad.append(w)
print(bad == [w for w in keyword.kwlist], len(bad))
ok = []
for w in keyword.softkwlist:
    ns = {}
    exec(w + ' = 1', ns)
    ok.append(ns[w])
print(ok)
