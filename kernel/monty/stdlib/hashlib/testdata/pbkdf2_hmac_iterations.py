import hashlib
for name in ['sha1', 'sha256', 'sha512', 'md5', 'sha3_256']:
    for n, dk in [(1, None), (2, None), (1000, None), (3000, 100), (5, 7)]:
        print(name, n, hashlib.pbkdf2_hmac(name, b'password', b'salt', n, dk).hex())
