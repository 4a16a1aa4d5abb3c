# Out values use repr, like the interactive interpreter.
"quotes 'inside'"
# %% cell
'both \' and "'
# %% cell
0.1 + 0.2
# %% cell
10 ** 30
# %% cell
[1.0, -0.0, float("inf")]
# %% cell
{"nested": {"list": [1, (2,)]}}
# %% cell
class C:
    def __repr__(self):
        return "C-repr"
    def __str__(self):
        return "C-str"
C()
# %% cell
print(C())
# %% cell
"multi\nline"
# %% cell
b"\x00\xff"
# %% cell
type(C), len
# %% cell
False
# %% cell
0
# %% cell
""
