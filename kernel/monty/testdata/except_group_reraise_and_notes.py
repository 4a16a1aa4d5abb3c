# Re-raising in except*, notes on groups, derive() preserving attributes.
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        g = MyGroup(self.message, excs)
        g.tag = getattr(self, "tag", None)
        return g
g = MyGroup("mine", [ValueError(1), TypeError(2)])
g.tag = "important"
g.add_note("group note")
try:
    try:
        raise g
    except* ValueError:
        print("handled ValueError")
except MyGroup as rest:
    print(type(rest).__name__, rest.tag, [repr(e) for e in rest.exceptions], rest.__notes__)
try:
    try:
        raise ExceptionGroup("g", [KeyError("a")])
    except* KeyError:
        raise
except ExceptionGroup as again:
    print("re-raised:", repr(again))
