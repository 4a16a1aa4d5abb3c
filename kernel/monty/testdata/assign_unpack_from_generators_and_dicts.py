# Unpacking consumes exactly as many items as needed (plus one check for "too many").
def gen():
    for i in range(5):
        print("yield", i)
        yield i
try:
    a, b = gen()
except ValueError as e:
    print("ValueError:", e)
a, *b = gen()
print(a, b)
k1, k2 = {"x": 1, "y": 2}
v1, v2 = {"x": 1, "y": 2}.values()
(ka, va), = {"only": 1}.items()
print(k1, k2, v1, v2, ka, va)
s1, s2, s3 = sorted({3, 1, 2})
print(s1, s2, s3)
