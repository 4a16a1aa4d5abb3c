import hashlib

for name in sorted(hashlib.algorithms_guaranteed):
    h = hashlib.new(name, b"hello world")
    if name.startswith("shake"):
        print(name, h.hexdigest(20), h.digest(5), h.name, h.digest_size, h.block_size)
    else:
        print(name, h.hexdigest(), h.name, h.digest_size, h.block_size)
h = hashlib.sha256()
h.update(b"abc")
c = h.copy()
h.update(b"def")
print(h.hexdigest(), c.hexdigest(), hashlib.sha256(b"abcdef").hexdigest() == h.hexdigest(), c.digest()[:4])
print(hashlib.md5(b"a" * 1000).hexdigest(), hashlib.sha1(bytearray(b"xyz")).hexdigest(), hashlib.sha512(string=b"q").hexdigest()[:16])
print(hashlib.blake2b(b"x", digest_size=16).hexdigest(), hashlib.blake2b(b"x", key=b"secret").hexdigest()[:20], hashlib.blake2s(b"x").hexdigest())
print(hashlib.new("SHA256", b"x").name, hashlib.md5(b"a", usedforsecurity=False).hexdigest(), hashlib.shake_128(b"a").copy().hexdigest(3))
s = hashlib.shake_256(); s.update(b"part1"); s.update(b"part2"); print(s.hexdigest(8), s.hexdigest(8))
print(sorted(hashlib.algorithms_guaranteed), "sha256" in hashlib.algorithms_available)
for bad in ['hashlib.md5("s")', 'hashlib.new("foo")', 'hashlib.sha1().update(1)', 'hashlib.blake2b(digest_size=100)', 'hashlib.sha256().update("x")']:
    try:
        eval(bad)
    except (TypeError, ValueError) as e:
        print(bad, type(e).__name__, e)
try:
    hashlib.sha512(data=b"q")
except TypeError as e:
    print(e)
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000).hex(), hashlib.pbkdf2_hmac("sha1", b"pw", b"s", 2, dklen=10))
