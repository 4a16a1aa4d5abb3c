# RecursionError from a __repr__ that calls itself.
class Loop:
    def __repr__(self):
        return f"Loop({self!r})"
print("before")
print(repr(Loop()))
