import hmac
a = hmac.new(b'key', b'start', 'sha1')
b = a.copy()
a.update(b'-a')
b.update(b'-b')
print(a.hexdigest(), b.hexdigest(), a.hexdigest() != b.hexdigest())
c = b.copy()
print(c.hexdigest() == b.hexdigest(), c.name, c.digest_size, type(c).__name__)
print(hmac.new(b'key', b'start-b', 'sha1').hexdigest() == b.hexdigest())
