# Dynamic width and precision; alignment of unicode and wide strings by code point count.
values = [3.14159, 2.71828, 1.41421]
for prec in range(4):
    print(" ".join(f"{v:{prec + 5}.{prec}f}" for v in values))
for w in (1, 4, 8):
    print(f"[{'日本':^{w}}] [{'ab':>{w}}] [{'é':<{w}}]")
