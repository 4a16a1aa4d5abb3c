# Comprehension variables never leak; a for-loop variable does.
x = "outer"
_ = [x for x in range(3)]
print(x)
for y in range(3):
    pass
print(y)
try:
    print([z for z in range(2)], z)
except NameError as e:
    print("NameError:", e)
