import hmac, hashlib
key, msg = b'k3y', b'payload'
ref = hmac.new(key, msg, 'sha256').hexdigest()
print(ref)
print(hmac.new(key, msg, hashlib.sha256).hexdigest() == ref)
print(hmac.new(key, msg, lambda d=b'': hashlib.sha256(d)).hexdigest() == ref)
print(hmac.new(key, msg, digestmod=hashlib.sha256).hexdigest() == ref)
print(hmac.digest(key, msg, 'sha256').hex() == ref, hmac.digest(key, msg, hashlib.sha256).hex() == ref)
print(hmac.new(bytearray(key), msg, 'sha256').hexdigest() == ref)
for bad in [None, '', 'nope']:
    try:
        hmac.new(key, msg, bad)
    except (TypeError, ValueError) as e:
        print(repr(bad), type(e).__name__, e)
for badkey in ['str', 5, memoryview(b'k')]:
    try:
        hmac.new(badkey, msg, 'sha256')
    except TypeError as e:
        print(type(badkey).__name__, 'TypeError', e)
