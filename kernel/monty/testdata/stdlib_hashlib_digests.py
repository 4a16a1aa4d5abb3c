# hashlib digests for common algorithms, incremental update, copy, and attributes.
import hashlib
for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s", "sha3_256"]:
    h = hashlib.new(name, b"hello world")
    print(name, h.hexdigest()[:32], h.digest_size, h.block_size, h.name)
h = hashlib.sha256()
h.update(b"hello ")
c = h.copy()
h.update(b"world")
print(h.hexdigest() == hashlib.sha256(b"hello world").hexdigest(), c.hexdigest() == hashlib.sha256(b"hello ").hexdigest())
print(hashlib.md5(b"").hexdigest(), hashlib.sha1("é".encode()).hexdigest(), len(hashlib.sha512(b"x").digest()))
print(hashlib.blake2b(b"data", digest_size=16).hexdigest(), hashlib.blake2b(b"data", key=b"k", digest_size=8).hexdigest())
try:
    hashlib.sha256("text")
except TypeError as e:
    print("TypeError:", e)
print(sorted(a for a in ["md5", "sha1", "sha256", "sha512", "blake2b"] if a in hashlib.algorithms_guaranteed))
