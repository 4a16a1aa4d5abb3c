import hmac, hashlib
for alg in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']:
    h = hmac.new(b'key', digestmod=alg)
    print(h.name, h.digest_size, h.block_size, len(h.digest()), len(h.hexdigest()))
print(hmac.digest_size, hmac.HMAC.blocksize, len(hmac.trans_5C), len(hmac.trans_36), hmac.trans_5C[:4], hmac.trans_36[:4])
print(type(hmac.new(b'k', digestmod='sha256')).__name__, isinstance(hmac.new(b'k', digestmod='md5'), hmac.HMAC))
