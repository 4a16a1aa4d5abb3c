# Slices of slices and strides, over a changing buffer.
b = bytearray(range(20))
m = memoryview(b)
s = m[2:18:3]
print(s.tolist(), s.shape, s.strides, s.nbytes, s.contiguous)
t = s[1:4]
print(t.tolist(), t.strides)
r = s[::-1]
print(r.tolist(), r.strides, r[0], r[-1])
rr = r[::-2]
print(rr.tolist(), rr.strides)
b[5] = 99
print(s.tolist(), t[0])
s[0] = 200
print(b[2], m[2])
print(m[100:].tolist(), m[-3:].tolist(), m[:-18].tolist(), len(m[::7]))
h = memoryview(bytearray(16)).cast("h")
h[1:7:2] = memoryview(bytearray(b"\x01\x00\x02\x00\x03\x00")).cast("h")
print(h.tolist(), h[1:7:2].tolist(), h[::4].strides)
e = m[5:5]
print(e.tolist(), e.tobytes(), len(e), e.shape)
