# str() and repr() of exceptions with zero, one and several arguments, and non-str args.
for args in [(), ("msg",), (1,), (None,), ("a", "b"), ([1, 2],), ("",), ({"k": 1},)]:
    e = Exception(*args)
    print(repr(str(e)), repr(e))
print(str(KeyError("k")), str(KeyError(42)), str(KeyError("a", "b")), str(KeyError("")))
print(repr(ValueError("x")), repr(OSError(2, "ENOENT")), str(OSError(2, "ENOENT")), str(OSError("just")))
print(str(UnicodeEncodeError("ascii", "é", 0, 1, "ordinal not in range(128)")))
print(str(StopIteration(5)), repr(StopIteration()), str(SyntaxError("bad")), str(SyntaxError("bad", ("f", 1, 2, "t"))))
print(str(AttributeError("a")), str(NameError("n")), str(ImportError("mod", name="m")), repr(ImportError("mod", name="m")))
