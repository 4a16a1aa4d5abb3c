# Binary operator resolution: left __op__, then right __rop__, then TypeError naming both types.
log = []
class L:
    def __add__(self, o): log.append("L.__add__"); return NotImplemented
    def __radd__(self, o): log.append("L.__radd__"); return NotImplemented
class R:
    def __add__(self, o): log.append("R.__add__"); return NotImplemented
    def __radd__(self, o): log.append("R.__radd__"); return "R handled"
print(L() + R(), log); log.clear()
try:
    R() + L()
except TypeError as e:
    print("TypeError:", e, log)
log.clear()
try:
    L() + L()
except TypeError as e:
    print("TypeError:", e, log)
