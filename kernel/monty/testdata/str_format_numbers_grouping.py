# Thousands separators and grouping with every numeric presentation.
for v in [0, 7, 1234, -1234567, 10 ** 12, 2 ** 64]:
    print(f"{v:,} {v:_} {v:_x} {v:_b}"[:80], f"{v:,d}", f"{v:>+20,}")
for v in [0.0, 1234.5, -1234567.891, 1e10, 0.000123]:
    print(f"{v:,.2f} {v:_.3f} {v:,.0f} {v:,e} {v:,g} {v:,%}"[:100])
print(format(1234567, ","), format(-0.5, ",.1f"), format(1e6, ",.1f"), format(123, "_o"), format(255, "#_x"))
for bad in ["{:,s}", "{:,c}", "{:_n}", "{:,_}"]:
    try:
        print(bad.format(65 if "c" in bad or "n" in bad else ("x" if "s" in bad else 1)))
    except ValueError as e:
        print("ValueError:", e)
