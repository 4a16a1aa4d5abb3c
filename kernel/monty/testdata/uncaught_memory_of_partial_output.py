# Output written with end="" before an error is kept exactly.
for i in range(5):
    print(i, end=",")
    if i == 3:
        raise ArithmeticError("stopped at 3")
