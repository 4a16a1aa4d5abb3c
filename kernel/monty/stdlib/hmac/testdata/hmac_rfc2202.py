import hmac, hashlib
cases = [(b'\x0b' * 16, b'Hi There'), (b'Jefe', b'what do ya want for nothing?'), (b'\xaa' * 16, b'\xdd' * 50),
         (b'\xaa' * 80, b'Test Using Larger Than Block-Size Key - Hash Key First'), (b'', b''), (b'k', b'')]
for key, msg in cases:
    print(hmac.new(key, msg, hashlib.md5).hexdigest(), hmac.new(key, msg, hashlib.sha1).hexdigest())
