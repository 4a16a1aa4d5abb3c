import reprlib
r = reprlib.Repr()
for n in (0, 5, 29, 30, 31, 100):
    print(n, r.repr('a' * (n // 2) + 'b' * (n - n // 2)))
print(r.repr("it's"), r.repr('quote"s' * 10), r.repr('\n' * 40))
for m in (0, 1, 3, 4, 5, 10):
    r.maxstring = m
    print(m, r.repr('abcdefghijklmnopqrstuvwxyz'))
