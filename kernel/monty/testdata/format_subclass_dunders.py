# format(), f-strings, str() and %s of subclasses honour the subclass's __str__/__repr__;
# a __repr__ returning a non-str is reported as __str__'s by str() (found by the grammar fuzzer).
class I(int):
    def __str__(self): return "X"
class F(float):
    def __repr__(self): return "R"
class S(str):
    def __repr__(self): return "SR"
class L(list):
    def __repr__(self): return "LL"
class D(dict):
    pass
for v in (I(3), F(1.5), S("a"), L([1]), D(a=1)):
    print(f'{v}', format(v), str(v), '%s' % (v,))
for v, spec in ((I(3), '5'), (F(1.5), '.2f'), (S("a"), '>3'), (L([1]), '5')):
    try:
        print(repr(format(v, spec)))
    except Exception as e:
        print(type(e).__name__, e)
class N(list):
    def __repr__(self): return None
for f in (str, repr, format, lambda v: f'{v}', lambda v: f'{v!r}', lambda v: '%s' % (v,), lambda v: str([v])):
    try:
        f(N())
    except Exception as e:
        print(type(e).__name__, e)
for src in ["int.from_bytes('ab', byteorder='big')", "int.from_bytes('ab', 'big')", "int.from_bytes([1, 2], 'big')"]:
    try:
        print(eval(src))
    except Exception as e:
        print(type(e).__name__, e)
