import hmac
for size in [0, 1, 63, 64, 65, 127, 128, 129, 200]:
    key = bytes(range(256))[:size] if size <= 256 else b''
    print(size, hmac.new(key, b'm', 'sha256').hexdigest()[:16], hmac.new(key, b'm', 'sha512').hexdigest()[:16], hmac.new(key, b'm', 'md5').hexdigest()[:16])
long_key = b'x' * 100
print(hmac.new(long_key, b'm', 'sha1').hexdigest() == hmac.new(__import__('hashlib').sha1(long_key).digest(), b'm', 'sha1').hexdigest())
