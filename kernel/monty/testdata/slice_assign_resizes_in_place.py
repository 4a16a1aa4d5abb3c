# Slice assignment with a step of 1 resizes a bytearray or list in place.
b = bytearray(b'abcdef')
c = b
b[2:4] = b'XYZW'
print(b, c is b)
b[1:5] = b''
print(b)
b[len(b):] = b'tail'
print(b)
b[0:0] = b'head'
print(b)
b[3:3] = b
print(b)
b[:] = b'z'
print(b)
l = [1, 2, 3]
l[1:2] = [7, 8, 9]
l[len(l):] = l
print(l)
l[2:6] = []
print(l)
