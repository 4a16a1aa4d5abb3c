# Many printed lines and a large final value.
for i in range(20):
    print(f"line {i:02d}", "*" * i)
# %% cell
list(range(50))
# %% cell
{i: str(i) * 3 for i in range(12)}
