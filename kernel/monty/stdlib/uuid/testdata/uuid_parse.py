from uuid import UUID
forms = ['12345678-1234-5678-1234-567812345678', '{12345678-1234-5678-1234-567812345678}',
         'urn:uuid:12345678-1234-5678-1234-567812345678', '12345678123456781234567812345678',
         'ABCDEF01-2345-6789-ABCD-EF0123456789', '{abcdef0123456789abcdef0123456789}',
         '12345678-12345678-1234-567812345678', 'uuid:00000000000000000000000000000000']
for f in forms:
    u = UUID(f)
    print(f, '->', u, u.hex, u.int % 1000)
for bad in ['', 'short', '1234567812345678123456781234567', '123456781234567812345678123456789',
            '1234567812345678123456781234567g', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']:
    try:
        UUID(bad)
    except ValueError as e:
        print(repr(bad), 'ValueError', e)
try:
    UUID(1)
except AttributeError as e:
    print('AttributeError', type(e).__name__)
