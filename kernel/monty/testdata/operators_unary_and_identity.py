# Unary operators and is/is not/in/not in.
print(-5, +5, -(-5), -0.0, +(-0.0), -(0), ~10, not 0)
print(-True, +True, ~False, -1.5e-3, -(1+2j))
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c, None is None, not a is c)
print(1 in a, 3 not in a, "b" in "abc", "" in "x", "ab" in "cab", 2 in range(5), 2 in {2: 0})
print((1, 2) in [(1, 2)], [1] in [[1]], "k" in {"k": 1}.keys(), 1 in {"k": 1}.values())
try:
    print(1 in 5)
except TypeError as e:
    print("TypeError:", e)
try:
    print("a" in [b"a"], 1 in "abc")
except TypeError as e:
    print("TypeError:", e)
try:
    -"s"
except TypeError as e:
    print("TypeError:", e)
try:
    ~1.5
except TypeError as e:
    print("TypeError:", e)
try:
    +[1]
except TypeError as e:
    print("TypeError:", e)
