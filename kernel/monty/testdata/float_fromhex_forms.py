# float.fromhex reads hex digits with or without 0x, a point, a binary
# exponent, inf and nan, within whitespace; a value past the float range
# is OverflowError, a malformed string ValueError.
for s in ['1p99999', '-1p99999', '0x1p-99999', '1p1023', '0x1.fffffffffffffp1023', '0x1.fffffffffffff8p1023',
          '10', ' 0x1.8p1 ', '-0x.8', '0X1P+2', 'inf', '-Infinity', 'nan', '0x', '', '1.2.3', 'p1', '0x1p', '0x1p+',
          '0x1g', '1e5', '0x0p99999999999', '0x1p-1074', '0x1p-1075', '0x3p-1075', '+.1p4', '0x1_0']:
    try:
        print(repr(s), float.fromhex(s))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
