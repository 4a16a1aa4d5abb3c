# Sequence patterns: lists, tuples, star, nesting; str/bytes are not sequences here.
def shape(x):
    match x:
        case []:
            return "empty"
        case [only]:
            return f"one: {only}"
        case [first, second]:
            return f"two: {first}, {second}"
        case [first, *middle, last] if len(middle) > 2:
            return f"long: {first}..{last} ({len(middle)} in the middle)"
        case (first, *rest):
            return f"many: {first} + {rest}"
print(shape([]), "|", shape([1]), "|", shape((1, 2)), "|", shape([1, 2, 3]), "|", shape(range(6)))
for v in ["ab", b"ab", bytearray(b"ab"), {"a": 1}, {1, 2}, iter([1, 2])]:
    match v:
        case [a, b]:
            print(type(v).__name__, "matched as sequence", a, b)
        case _:
            print(type(v).__name__, "not a sequence pattern")
match [1, [2, [3, 4]], 5]:
    case [a, [b, [c, d]], e]:
        print(a + b + c + d + e)
match (1, 2, 3):
    case [1, *rest]:
        print("list pattern matches tuple, rest is", type(rest).__name__, rest)
match [1, 2]:
    case (1, 2, *_):
        print("star may match nothing")
