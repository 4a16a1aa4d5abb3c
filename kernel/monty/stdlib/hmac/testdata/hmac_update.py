import hmac
whole = hmac.new(b'secret', b'abcdefghij', 'sha256').hexdigest()
h = hmac.new(b'secret', digestmod='sha256')
for chunk in [b'abc', b'', b'defg', b'hij']:
    h.update(chunk)
print(whole == h.hexdigest(), whole)
h.update(bytearray(b'more'))
h.update(b'!')
print(h.hexdigest())
print(h.digest() == h.digest(), h.hexdigest() == h.digest().hex())
for bad in ['text', 5, None]:
    try:
        h.update(bad)
    except TypeError as e:
        print(type(bad).__name__, 'TypeError')
