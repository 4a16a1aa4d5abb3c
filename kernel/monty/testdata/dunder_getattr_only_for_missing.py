# __getattr__ is called only when normal lookup fails (including AttributeError from properties).
class C:
    real = "real attribute"
    @property
    def fragile(self):
        raise AttributeError("property failed")
    def __getattr__(self, name):
        return f"fallback for {name}"
c = C()
print(c.real, c.missing, c.fragile, getattr(c, "other"), hasattr(c, "anything"))
c.real = "instance"
print(c.real)
