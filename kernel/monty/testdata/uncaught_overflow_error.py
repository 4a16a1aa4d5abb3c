# OverflowError from float exponentiation.
x = 10.0
for i in range(5):
    x = x ** 10
    print(f"{x:.3e}")
