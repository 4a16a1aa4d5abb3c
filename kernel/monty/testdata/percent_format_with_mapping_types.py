# %-format mapping keys with nested parentheses and custom mappings.
class M(dict):
    def __missing__(self, k): return f"<{k}>"
print("%(a)s %(b)s" % M(a=1))
print("%(x(y))s" % {"x(y)": "parens in key"})
print("%(a)s" % {"a": 1, "unused": 2}, "%s" % {"a": 1})
try:
    "%(a)s %s" % {"a": 1}
except TypeError as e:
    print("TypeError:", e)
