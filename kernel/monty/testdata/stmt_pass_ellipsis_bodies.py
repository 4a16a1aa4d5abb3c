# Empty bodies with pass and ..., and statements on one line with semicolons.
def stub(): ...
def stub2(): pass
class Empty: ...
class Empty2: pass
for _ in range(2): pass
while False: ...
if True: pass
try: pass
except: pass
print(stub(), stub2(), Empty.__name__, Empty2.__name__)
x = 1; y = 2; z = x + y; print(z)
if z > 2: print("big"); print("still big")
def one_liner(a): return a * 2
print(one_liner(21))
class OneLine: value = 5
print(OneLine.value, ..., Ellipsis is ..., type(...).__name__)
