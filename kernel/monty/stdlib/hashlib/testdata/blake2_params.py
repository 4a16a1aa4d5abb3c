# BLAKE2 with digest_size, key, salt, person and the tree parameters.
import hashlib

B, S = hashlib.blake2b, hashlib.blake2s
print(type(B).__name__, B.__name__, B.SALT_SIZE, B.PERSON_SIZE, B.MAX_KEY_SIZE, B.MAX_DIGEST_SIZE)
print(S.SALT_SIZE, S.PERSON_SIZE, S.MAX_KEY_SIZE, S.MAX_DIGEST_SIZE)
h = B(b"abc", digest_size=20, key=b"k", salt=b"s", person=b"p")
print(h.hexdigest(), h.name, h.digest_size, h.block_size, len(h.digest()))
print(S(b"hello", digest_size=16, key=b"secret", salt=b"saltsalt", person=b"me").hexdigest())
print(B(fanout=2, depth=3, leaf_size=4096, node_offset=7, node_depth=1, inner_size=32, last_node=True).hexdigest())
print(S(fanout=2, depth=3, leaf_size=4096, node_offset=7, node_depth=1, inner_size=16, last_node=True).hexdigest())
print(B(b"x" * 1000, key=b"k" * 64, salt=b"s" * 16, person=b"p" * 16, digest_size=64).hexdigest())
print(S(b"x" * 1000, key=b"k" * 32, salt=b"s" * 8, person=b"p" * 8, digest_size=32).hexdigest())
for size in [1, 7, 32, 33, 64]:
    print(size, B(b"data", digest_size=size).hexdigest(), S(b"data", digest_size=min(size, 32)).hexdigest()[:16])
for n in [0, 1, 63, 64, 65, 127, 128, 129, 256, 1000]:
    msg = bytes(range(256)) * 4
    print(n, B(msg[:n]).hexdigest()[:24], S(msg[:n]).hexdigest()[:24], B(msg[:n], key=b"K").hexdigest()[:12], S(msg[:n], key=b"K").hexdigest()[:12])
print(B(last_node=1).hexdigest()[:8], B(salt=bytearray(b"ab"), person=memoryview(b"cd")).hexdigest()[:16])
print(hashlib.new("blake2b", b"x", digest_size=8).hexdigest(), hashlib.new("blake2s", b"x", key=b"y").hexdigest())
print(B(memoryview(b"abc")).hexdigest()[:8], B(b"", digest_size=True).digest_size, B(usedforsecurity=False).hexdigest()[:8])
