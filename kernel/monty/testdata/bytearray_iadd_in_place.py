# bytearray += extends the array in place: an alias sees the new bytes.
b = bytearray(b'ab')
c = b
b += b'xy'
print(c, b is c)
b += bytearray(b'!')
b += memoryview(b'?')
print(c, b is c)
b += b * 2
print(c, len(b))
try:
    b += 'str'
except TypeError as e:
    print('TypeError', e)
print(c)
