# When both exist, __contains__ wins over __iter__; returning non-bool is coerced.
class Both:
    def __contains__(self, x):
        print("contains called")
        return 1
    def __iter__(self):
        print("iter called")
        return iter([])
print(5 in Both(), 5 not in Both())
class ContainsNone:
    __contains__ = None
    def __iter__(self): return iter([1])
try:
    1 in ContainsNone()
except TypeError as e:
    print("TypeError:", e)
