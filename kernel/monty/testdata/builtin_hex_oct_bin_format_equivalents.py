# hex/oct/bin versus format codes, with negatives and big ints.
for n in [0, 1, 255, -255, 2 ** 70, -(2 ** 70)]:
    print(hex(n) == format(n, "#x"), oct(n) == format(n, "#o"), bin(n) == format(n, "#b"), format(n, "x"), f"{n:#_x}")
print(int(hex(2 ** 70), 16) == 2 ** 70, int(bin(-5), 2), int(oct(-8), 8), hex(255).upper(), f"{255:#X}")
