# Guards can fail after capture; later cases still see the subject unchanged.
log = []
def check(name, result):
    log.append(name)
    return result
match [1, 2, 3]:
    case [a, *rest] if check("first", len(rest) > 5):
        print("first")
    case [a, b, c] if check("second", a + b == c):
        print("second", a, b, c, log)
match {"k": [1, {"z": 2}]}:
    case {"k": [_, {"z": int(z)}]} if z > 1:
        print("deep guard", z)
