# Which builtins accept keyword arguments, and the messages when they don't.
print(int("ff", base=16), sorted([3, 1], reverse=True), max([1, 2], key=lambda x: -x), min([], default=7))
print(str(b"x", encoding="ascii"), str(object="kw"), round(number=2.5), round(2.567, ndigits=1), enumerate(iterable="ab", start=1).__next__())
print(sum([1, 2], start=10), pow(base=2, exp=3), dict(a=1), divmod(7, 2), print("kw", end="!\n", sep=","))
cases = ["int(x='5')", "len(obj=[])", "abs(x=1)", "list(iterable=[1])", "isinstance(obj=1, class_or_tuple=int)",
         "sorted(iterable=[1])", "tuple(iterable=[])", "float(x='1')", "bool(x=1)", "repr(obj=1)", "iter(object=[])"]
for c in cases:
    try:
        print(c, "->", eval(c))
    except TypeError as e:
        print(c, "-> TypeError:", e)
