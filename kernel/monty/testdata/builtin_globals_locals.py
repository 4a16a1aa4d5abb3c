# globals() and locals() at module and function level.
top_level = "here"
print("top_level" in globals(), globals()["top_level"], globals() is globals())
globals()["injected"] = 42
print(injected)
def f(a, b=1):
    c = a + b
    return sorted(locals().items())
print(f(5))
def g():
    x = 1
    loc = locals()
    x = 2
    return loc["x"], locals()["x"]
print(g())
print(__name__, globals()["__name__"])
def closure():
    free = "free var"
    def inner():
        return sorted(locals())
    def uses():
        return free, sorted(locals())
    return inner(), uses()
print(closure())
class K:
    a = 1
    names = sorted(k for k in locals() if not k.startswith("__"))
print(K.names)
