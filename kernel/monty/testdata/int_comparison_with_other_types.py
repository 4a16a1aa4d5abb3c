# int compared with float, bool, complex (equality only), str (TypeError on ordering).
print(1 == 1.0, 1 < 1.5, 2 > True, 1 == 1 + 0j, 1 != 1j, 0 == -0.0)
for other in ["1", [1], None, 1j]:
    try:
        print(1 < other)
    except TypeError as e:
        print("TypeError:", e)
print(1 == "1", 1 != [1], 1 == None)
