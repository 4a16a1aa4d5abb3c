for b in [b'', b'\x01', b'\x01\x02', b'\x01\x02\x03', bytes(range(10))]:
    for per in [1, 2, 3, -1, -2, -3, 4, -4, 10, -10, 11, 0]:
        print(b.hex(':', per), b.hex(b'-', per), bytearray(b).hex(' ', per))
for sep in ['yy', '', 'é', b'xx', b'\xff']:
    try: print(repr(sep), b'\x01\x02'.hex(sep))
    except Exception as e: print(repr(sep), type(e).__name__, e)
print(len((b'\xff' * 100000).hex(' ', 1)))
try:
    print(('\xe9' * 2000).encode('ascii', 'xmlcharrefreplace')[:20])
    print(('a\xe9b\u20ac' * 3).encode('ascii', 'backslashreplace'), ('a\xe9' * 3).encode('latin-1', 'replace'), ('\u20ac' * 3).encode('ascii', 'namereplace'))
except Exception as e: print(type(e).__name__, e)
