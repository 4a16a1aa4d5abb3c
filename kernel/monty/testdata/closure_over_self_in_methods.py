# Closures created in methods capture self and locals.
class Button:
    def __init__(self, label):
        self.label = label
        self.clicks = 0
    def handler(self, suffix):
        def on_click():
            self.clicks += 1
            return f"{self.label}{suffix} x{self.clicks}"
        return on_click
b = Button("OK")
h1, h2 = b.handler("!"), b.handler("?")
print(h1(), h2(), h1(), b.clicks, h1.__closure__ is not None)
