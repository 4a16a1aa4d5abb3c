# C3 linearization of multiple inheritance.
class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass
for cls in (K1, K2, K3, Z):
    print(cls.__name__, [c.__name__ for c in cls.__mro__])
print([c.__name__ for c in Z.mro()])
class X: pass
class Y: pass
try:
    class Bad(X, Y, X): pass
except TypeError as e:
    print("TypeError:", e)
class P(X, Y): pass
class Q(Y, X): pass
try:
    class R(P, Q): pass
except TypeError as e:
    print("TypeError:", e)
try:
    class S(X, P): pass
except TypeError as e:
    print("TypeError:", e)
class Diamond(A, B): pass
print([c.__name__ for c in Diamond.__mro__])
print(Z.__bases__ == (K1, K2, K3), issubclass(Z, O), issubclass(O, Z))
