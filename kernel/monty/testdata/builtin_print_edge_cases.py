# print() edge cases: no args, sep/end None and empty, objects with failing __str__, large output.
print()
print(end="")
print("a", "b", sep="")
print("a", "b", sep=None, end=None)
print("x", end="")
print("y", end="\n\n")
print(*[], sep="-")
print(*["only"], sep="-")
print(1, 2, 3, sep="\n")
class Bad:
    def __str__(self): raise ValueError("cannot stringify")
try:
    print("before", Bad(), "after")
except ValueError as e:
    print("\nValueError:", e)
print("tab\tand\nnewline", repr("tab\tand\nnewline"))
print("é", "日本", "😀", sep="|")
print("".join(str(i % 10) for i in range(200)))
