# An exception raised inside __repr__ while computing the Out value.
class Bad:
    def __repr__(self):
        raise RuntimeError("repr failed")
b = Bad()
# %% cell
assert isinstance(b, Bad), "type check"
"assert passed"
# %% cell
assert not isinstance(b, Bad), f"b is {type(b).__name__}"
