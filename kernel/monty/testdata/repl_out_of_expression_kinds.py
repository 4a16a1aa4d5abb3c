# Final expressions of many kinds: comparisons, calls, lambdas, comprehensions, conditionals.
3 > 2
# %% cell
[x * x for x in range(5)]
# %% cell
{x: x % 2 == 0 for x in range(3)}
# %% cell
"yes" if 1 else "no"
# %% cell
(y := 42)
# %% cell
y + 1
# %% cell
sorted("repl")
# %% cell
max
# %% cell
not True
# %% cell
-0.0
