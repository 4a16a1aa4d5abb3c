# If a later __enter__ fails, the earlier managers are exited with that exception.
class M:
    def __init__(self, name, fail=False):
        self.name, self.fail = name, fail
    def __enter__(self):
        if self.fail:
            raise RuntimeError(f"cannot enter {self.name}")
        print("entered", self.name)
    def __exit__(self, t, v, tb):
        print("exited", self.name, "with", repr(v))
try:
    with M("first"), M("second"), M("third", fail=True), M("fourth"):
        print("body")
except RuntimeError as e:
    print("caught:", e)
