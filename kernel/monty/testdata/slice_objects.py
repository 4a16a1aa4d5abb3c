# slice objects: attributes, indices(), use in __getitem__, equality.
s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, slice(5), slice(None), slice(1, None), slice(None, None, -1))
print(s.indices(5), slice(None, None, -1).indices(4), slice(-100, 100).indices(3), slice(-2, None).indices(5))
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3), slice(1, 2) < slice(1, 3))
print("abcdefgh"[s], list(range(20))[slice(3)], (1, 2, 3)[slice(None, None, -1)])
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print("ValueError:", e)
try:
    slice(1, 2).indices(-1)
except ValueError as e:
    print("ValueError:", e)
class Recorder:
    def __getitem__(self, k): return k
r = Recorder()
print(r[1:2], r[::3], r[:], r[1:2, 3], r[..., 1], r[:, ::-1])
