import reprlib
r = reprlib.Repr()
for v in (0, -5, 10**39, 10**40, 10**41, -10**60, 2**300):
    print(r.repr(v))
r.maxlong = 8
print(r.repr(123456789), r.repr(12345678), r.repr(-1234567890123))
r.fillvalue = '~'
print(r.repr(10**20))
