# __enter__ may return any object; __exit__ is still looked up on the manager's type.
class Manager:
    def __init__(self): self.resource = {"opened": True}
    def __enter__(self): return self.resource
    def __exit__(self, *a):
        self.resource["opened"] = False
m = Manager()
with m as res:
    print(res, type(res).__name__)
print(res)
class InstanceExit:
    def __enter__(self): return self
inst = InstanceExit()
inst.__exit__ = lambda *a: None
try:
    with inst:
        pass
except TypeError as e:
    print("TypeError:", e)
