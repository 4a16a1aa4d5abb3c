import hmac
cases = [(b'\x0b' * 20, b'Hi There'), (b'Jefe', b'what do ya want for nothing?'), (b'\xaa' * 20, b'\xdd' * 50),
         (bytes(range(1, 26)), b'\xcd' * 50), (b'\xaa' * 131, b'Test Using Larger Than Block-Size Key - Hash Key First')]
for key, msg in cases:
    print([hmac.new(key, msg, alg).hexdigest()[:32] for alg in ('sha224', 'sha256', 'sha384', 'sha512')])
