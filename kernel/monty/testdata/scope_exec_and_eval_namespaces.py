# exec with separate globals/locals dicts: functions defined see only globals.
g = {"base": 10}
l = {}
exec("x = base + 1\ndef f():\n    return base\nresult = f()", g, l)
print(sorted(l), l["x"], l["result"], "x" in g)
exec("def g2():\n    return x\n", g, l)
try:
    l["g2"]()
except NameError as e:
    print("NameError:", e)
ns = {}
exec("import math\ny = math.floor(2.5)", ns)
print(ns["y"], "math" in ns)
