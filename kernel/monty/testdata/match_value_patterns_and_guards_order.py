# Value patterns look up dotted names at match time; guards run in order.
class Status:
    OK = 200
    NOT_FOUND = 404
    ERROR = 500
def describe(code):
    match code:
        case Status.OK:
            return "ok"
        case Status.NOT_FOUND:
            return "not found"
        case int(c) if 500 <= c < 600:
            return "server error"
        case int(c) if c >= 400:
            return "client error"
        case _:
            return "unknown"
print([describe(c) for c in (200, 404, 503, 418, 302)])
Status.OK = 201
print(describe(200), describe(201))
seen = []
def g(tag, result):
    seen.append(tag)
    return result
match 5:
    case 1 if g("a", True):
        pass
    case int() if g("b", False):
        pass
    case int() if g("c", True):
        print("third case matched", seen)
