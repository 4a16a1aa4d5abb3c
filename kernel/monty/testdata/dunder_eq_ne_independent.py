# __ne__ defaults to the inverse of __eq__, but an explicit __ne__ wins.
class EqOnly:
    def __eq__(self, o): return True
class Both:
    def __eq__(self, o): return True
    def __ne__(self, o): return True
print(EqOnly() == 1, EqOnly() != 1, Both() == 1, Both() != 1)
class NeNotImpl:
    def __eq__(self, o): return NotImplemented
x = NeNotImpl()
print(x == x, x != x, x == NeNotImpl(), x != NeNotImpl())
