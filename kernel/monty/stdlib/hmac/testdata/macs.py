import hmac
import hashlib

for mod in ["sha256", "md5", hashlib.sha1, hashlib.sha512]:
    h = hmac.new(b"secret key", b"the message", mod)
    print(h.name, h.digest_size, h.hexdigest())
h = hmac.new(b"k" * 200, digestmod="sha256")
h.update(b"part1")
c = h.copy()
h.update(b"part2")
print(h.hexdigest(), c.hexdigest(), hmac.digest(b"key", b"msg", "sha256").hex())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest(b"abc", b"abd"), hmac.compare_digest("ab", "ab"), hmac.compare_digest(b"a", b"ab"))
for bad in ['hmac.new("str", b"m", "sha256")', 'hmac.new(b"k", b"m")', 'hmac.compare_digest("a", b"a")']:
    try:
        eval(bad)
    except TypeError as e:
        print(bad, e)
