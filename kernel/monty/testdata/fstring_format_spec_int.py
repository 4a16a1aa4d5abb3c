# f-string format specs for integers: width, fill, align, sign, grouping, bases.
n = 1234567
for spec in ["", "d", "10", "<10", ">10", "^10", "*^11", "010", "+", " ", "-", "+,", ",", "_",
             "_b", "b", "#b", "o", "#o", "x", "#x", "X", "#X", "#010x", "=+12", "0=12", "n",
             "e", ".2e", "f", ".3f", "%", "g", "_x", ",d", ">+15,", "#_o"]:
    print(f"{spec!r:>8}: [{n:{spec}}]")
for v in [0, -42, 255, -255, 2**64]:
    print(f"[{v:+08d}] [{v:#x}] [{v:,}] [{v:^9}] [{v:=^+9}] [{v:b}]")
print(f"{65:c}{0x1F600:c}", f"{True:d}", f"{True}", f"{False:5}|")
