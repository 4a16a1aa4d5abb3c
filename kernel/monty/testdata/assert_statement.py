# assert with and without a message; the message is evaluated only on failure.
assert True
assert 1 == 1, "never shown"
try:
    assert 1 + 1 == 3
except AssertionError as e:
    print("AssertionError args:", e.args)
try:
    assert [], "empty list is falsy"
except AssertionError as e:
    print("AssertionError:", e)
calls = []
def msg():
    calls.append("called")
    return "computed"
assert True, msg()
print(calls)
try:
    assert False, msg()
except AssertionError as e:
    print(e, calls)
try:
    assert False, {"code": 3}
except AssertionError as e:
    print(repr(e), e.args[0]["code"])
print("ok")
