# return/break/continue interacting with finally.
def ret_in_finally():
    try:
        return "try"
    finally:
        return "finally"
print(ret_in_finally())

def finally_swallows():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"
print(finally_swallows())

def finally_runs_after_return():
    log = []
    def inner():
        try:
            log.append("try")
            return "value"
        finally:
            log.append("finally")
    return inner(), log
print(finally_runs_after_return())

def return_value_captured():
    x = "before"
    try:
        return x
    finally:
        x = "after"
print(return_value_captured())

for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)

def break_in_finally():
    for i in range(3):
        try:
            raise RuntimeError(i)
        finally:
            break
    return "exception discarded by break"
print(break_in_finally())

def nested_finally():
    try:
        try:
            return 1
        finally:
            print("inner")
    finally:
        print("outer")
print(nested_finally())

def exc_in_finally_replaces():
    try:
        raise KeyError("first")
    finally:
        raise ValueError("second")
try:
    exc_in_finally_replaces()
except Exception as e:
    print(type(e).__name__, e, "context:", repr(e.__context__))
