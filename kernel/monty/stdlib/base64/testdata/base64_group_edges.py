# Every length of a last group, for each alphabet with groups, and the
# errors of bad digits, bad padding and overflow.
import base64
import binascii

data = bytes(range(256)) * 2 + b'    ' + b'\0\0\0\0' + b'  \0'
for n in range(0, 12):
    piece = data[200:200 + n]
    for enc, dec in ((base64.b32encode, base64.b32decode), (base64.b32hexencode, base64.b32hexdecode),
                     (base64.a85encode, base64.a85decode), (base64.b85encode, base64.b85decode),
                     (base64.b16encode, base64.b16decode)):
        text = enc(piece)
        print(enc.__name__, n, text, dec(text) == piece)
for piece in (b'\0' * 4, b'\0' * 5, b'\0' * 3, b' ' * 4, b' ' * 7, b'ab\0\0\0\0cd'):
    print(base64.a85encode(piece), base64.a85encode(piece, foldspaces=True), base64.a85encode(piece, pad=True),
          base64.b85encode(piece), base64.b85encode(piece, pad=True), base64.a85encode(piece, adobe=True, wrapcol=3))
    print(base64.a85decode(base64.a85encode(piece, foldspaces=True), foldspaces=True) == piece)
print(base64.b32decode(b'mfrggzdf', casefold=True), base64.b32decode(b'ME======'), base64.b32decode('MFRA===='))
print(base64.b32decode(b'0I======', map01=b'L'), base64.a85decode(b'<~87cURDZ~>', adobe=True))
print(base64.a85decode(b'87c URD\n]i,"Ebo80'), base64.b85decode(b'VPa!sWoBn+X=-b1ZEkOHadLBXb#`}nd3r%'))
for bad in (b'MFRA===', b'MFRA=1==', b'M=======', b'MFRGG===', b'MFRGGZD='[:7] + b'=', b'ABCDEFG1'):
    try:
        print(base64.b32decode(bad))
    except binascii.Error as e:
        print('Error', e)
for bad in (b'abc~', b's8W-"', b'z!!!', b'!z', b'\x00'):
    try:
        print(base64.a85decode(bad))
    except ValueError as e:
        print(type(e).__name__, e)
for bad in (b'|NsC0', b'ab"cd', b'~~~~~', b'~'):
    try:
        print(base64.b85decode(bad))
    except ValueError as e:
        print(type(e).__name__, e)
for bad in (b'0g', b'ab', b'123'):
    try:
        print(base64.b16decode(bad))
    except binascii.Error as e:
        print('Error', e)
print(base64.b16decode(b'ab', casefold=True), base64.b16decode('FF00'))
