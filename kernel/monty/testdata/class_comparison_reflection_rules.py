# Reflected comparisons: a < b falls back to b > a; == falls back to identity.
log = []
class A:
    def __lt__(self, o): log.append("A.__lt__"); return NotImplemented
    def __eq__(self, o): log.append("A.__eq__"); return NotImplemented
class B:
    def __gt__(self, o): log.append("B.__gt__"); return True
    def __eq__(self, o): log.append("B.__eq__"); return NotImplemented
print(A() < B(), log); log.clear()
a = A()
print(a == a, log); log.clear()
print(A() == B(), log); log.clear()
print(A() != B(), log); log.clear()
class Sub(B):
    def __lt__(self, o): log.append("Sub.__lt__"); return "sub first"
print(B() > Sub(), log)
