import reprlib
print(reprlib.repr is not None, type(reprlib.aRepr).__name__, reprlib.aRepr.maxlist)
print(reprlib.repr(list(range(10))))
reprlib.aRepr.maxlist = 2
print(reprlib.repr(list(range(10))))
reprlib.aRepr.maxlist = 6
print(sorted(k for k in vars(reprlib.Repr()) if k.startswith('max')))
print(reprlib.Repr().fillvalue)
try:
    reprlib.Repr(maxlist=1)
except TypeError as e:
    print(type(e).__name__)
