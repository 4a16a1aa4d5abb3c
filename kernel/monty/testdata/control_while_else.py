# while/else: else runs when the loop ends without break.
def find(seq, target):
    i = 0
    while i < len(seq):
        if seq[i] == target:
            print("found at", i)
            break
        i += 1
    else:
        print("not found")
find([1, 2, 3], 2)
find([1, 2, 3], 9)
find([], 1)
n = 0
while True:
    n += 1
    if n % 2:
        continue
    if n > 8:
        break
    print("even", n)
# else runs even when the body never runs
while False:
    pass
else:
    print("else of empty while")
# continue in else-less nested loops
i = 0
while i < 3:
    j = 0
    while j < 3:
        j += 1
        if j == 2:
            continue
        print(i, j, end="; ")
    i += 1
print()
