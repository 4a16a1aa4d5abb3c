# Augmented assignment makes a name local unless declared global/nonlocal.
total = 10
def bad():
    total += 1
def good():
    global total
    total += 1
    return total
try:
    bad()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
print(good(), total)
lst = [1]
def mutate_ok():
    lst.append(2)
    lst[0] += 100
mutate_ok()
print(lst)
def rebind_bad():
    lst += [3]
try:
    rebind_bad()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
