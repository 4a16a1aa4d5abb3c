# split and rsplit with every maxsplit value, with and without a separator.
s = " a  b c  "
for n in range(-1, 5):
    print(n, s.split(maxsplit=n), s.rsplit(maxsplit=n), s.split(" ", n), s.rsplit(" ", n))
print("a,b,c".split(",", -5), "a,b,c".rsplit(",", 0), ",a,".split(","), ",a,".rsplit(",", 1))
print("\ta\nb\x0bc\x0cd\re\x1cf".split(), "a\u00a0b".split(), "a\u00a0b".split(" "))
