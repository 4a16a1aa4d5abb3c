# __context__ and __cause__ can be set by hand; raise from replaces __cause__.
e1 = ValueError("one")
e2 = KeyError("two")
e2.__context__ = e1
print(repr(e2.__context__), e2.__cause__, e2.__suppress_context__)
try:
    raise e2 from TypeError("cause")
except KeyError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    e2.__cause__ = "not an exception"
except TypeError as t:
    print("TypeError:", t)
