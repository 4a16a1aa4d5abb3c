# An uncaught failed assertion with a message.
def check_positive(n):
    assert n > 0, f"expected positive, got {n}"
    return n
print(check_positive(3))
check_positive(-2)
