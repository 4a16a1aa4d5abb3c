# update in pieces, copy, and hmac over BLAKE2.
import hashlib
import hmac

data = bytes(i * 31 % 256 for i in range(3000))
for algo in [hashlib.blake2b, hashlib.blake2s]:
    whole = algo(data, key=b"key", person=b"me").hexdigest()
    for step in [1, 7, 64, 128, 1000]:
        h = algo(key=b"key", person=b"me")
        for i in range(0, len(data), step):
            h.update(data[i:i + step])
        print(algo.__name__, step, h.hexdigest() == whole)
    h = algo(digest_size=16, salt=b"s")
    h.update(b"abc")
    c = h.copy()
    c.update(b"def")
    print(h.hexdigest(), c.hexdigest(), algo(b"abcdef", digest_size=16, salt=b"s").hexdigest() == c.hexdigest())
    print(h.digest() == h.digest(), type(c).__name__, c.digest_size)
print(hmac.new(b"k", b"msg", "blake2b").hexdigest()[:32], hmac.new(b"k", b"msg", hashlib.blake2s).hexdigest())
print(hmac.digest(b"k", b"msg", "blake2s").hex()[:16])
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 10).hex()[:16])
r = repr(hashlib.blake2s())
print(r.startswith("<_blake2.blake2s object at 0x"))
