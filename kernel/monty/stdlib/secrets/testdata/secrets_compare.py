import secrets, hmac
print(secrets.compare_digest is hmac.compare_digest)
tok = secrets.token_hex(16)
print(secrets.compare_digest(tok, tok), secrets.compare_digest(tok, tok[:-1] + ('0' if tok[-1] != '0' else '1')))
print(secrets.compare_digest(b'', b''), secrets.compare_digest('a', 'b'), secrets.compare_digest(bytearray(3), bytes(3)))
try:
    secrets.compare_digest('x', b'x')
except TypeError as e:
    print('TypeError', e)
