# Exception args come from __new__, even if __init__ doesn't call super().__init__.
class E(Exception):
    def __init__(self, a, b):
        self.a = a
e = E(1, 2)
print(e.args, str(e), repr(e), e.a)
class F(Exception):
    def __init__(self, msg):
        super().__init__(f"F: {msg}")
f = F("x")
print(f.args, str(f))
class G(Exception):
    def __init__(self):
        pass
print(repr(G()), str(G()), G().args)
