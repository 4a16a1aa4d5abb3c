import hmac, hashlib
def sign(key, message):
    return hmac.new(key, message.encode(), hashlib.sha256).hexdigest()
def verify(key, message, signature):
    return hmac.compare_digest(sign(key, message), signature)
key = b'server-secret'
sig = sign(key, 'user=alice;role=admin')
print(sig)
print(verify(key, 'user=alice;role=admin', sig), verify(key, 'user=alice;role=root', sig), verify(b'other', 'user=alice;role=admin', sig))
print(verify(key, 'user=alice;role=admin', sig.upper()), verify(key, 'user=alice;role=admin', sig[:-1]))
tokens = {name: hmac.digest(key, name.encode(), 'sha1').hex()[:12] for name in ['a', 'b', 'ab', '']}
print(tokens)
