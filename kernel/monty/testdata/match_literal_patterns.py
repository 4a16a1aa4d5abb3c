# Literal patterns: numbers, strings, None/True/False by identity, negative and complex.
def describe(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case "hello" | 'hi':
            return "greeting"
        case b"bytes":
            return "bytes"
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case 2+3j:
            return "complex"
        case -1-1j:
            return "neg complex"
        case "a" "b":
            return "concatenated ab"
        case _:
            return "other"
for v in [0, 1, 3, -1, 1.5, "hello", "hi", b"bytes", None, True, False, 2+3j, -1-1j, "ab", 0.0, 1.0, 4, "x"]:
    print(repr(v), "->", describe(v))
