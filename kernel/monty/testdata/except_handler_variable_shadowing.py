# The exception variable shadows and then deletes an existing binding of the same name.
err = "original value"
try:
    raise KeyError("k")
except KeyError as err:
    print("in handler:", repr(err))
print("err" in globals())
def f():
    e = 1
    try:
        1 / 0
    except ZeroDivisionError as e:
        pass
    try:
        return e
    except UnboundLocalError as u:
        return f"UnboundLocalError: {u}"
print(f())
