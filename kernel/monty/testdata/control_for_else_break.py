# for/else, break and continue in nested loops; the loop variable survives.
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, end=" ")
print()
for i in range(3):
    pass
print("after loop i =", i)
for k in []:
    pass
else:
    print("else on empty for")
try:
    del k
except NameError as e:
    print("NameError:", e)
result = []
for x in range(10):
    if x % 3 == 0:
        continue
    if x > 7:
        break
    result.append(x)
else:
    result.append("no-break")
print(result)
# modifying the list while iterating over it (index-based iteration)
lst = [1, 2, 3, 4]
for item in lst:
    if item == 2:
        lst.remove(item)
    print("saw", item)
print(lst)
# assigning to the loop variable does not affect iteration
for j in range(3):
    print(j, end=" ")
    j = 100
print()
# loop targets may be attributes or subscripts
class O: pass
o = O()
for o.attr in "ab":
    pass
print(o.attr)
d = {}
for d["key"] in range(3):
    pass
print(d)
