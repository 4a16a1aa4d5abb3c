# The documented errors of the BLAKE2 constructors.
import hashlib

B, S = hashlib.blake2b, hashlib.blake2s

def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

show(B, salt=b"x" * 17); show(B, person=b"x" * 17); show(B, key=b"x" * 65)
show(B, digest_size=0); show(B, digest_size=65); show(B, digest_size=1.5)
show(S, salt=b"x" * 9); show(S, person=b"x" * 9); show(S, key=b"x" * 33); show(S, digest_size=33)
show(B, fanout=256); show(B, fanout=-1); show(B, depth=0); show(B, depth=256)
show(B, leaf_size=-1); show(B, leaf_size=2**32); show(B, node_offset=-1); show(B, node_offset=2**64)
show(S, node_offset=2**48); show(B, node_depth=256); show(B, inner_size=65); show(S, inner_size=33)
show(B, b"a", b"b"); show(B, data=b"a"); show(B, string=b"a"); show(B, "abc"); show(B, foo=1)
show(B, salt="x"); show(B, key=5); show(lambda: B().update("x")); show(lambda: B().update(5))
show(lambda: B().digest(1)); show(lambda: S().hexdigest(1))
print(B(salt=b"x" * 16).hexdigest()[:8], S(person=b"y" * 8).hexdigest()[:8], B(key=b"z" * 64).hexdigest()[:8])
