# count, cycle, repeat, islice, takewhile, dropwhile, accumulate.
from itertools import count, cycle, repeat, islice, takewhile, dropwhile, accumulate
import operator
print(list(islice(count(10, 5), 4)), list(islice(count(1.5, 0.5), 3)), list(islice(cycle("ab"), 5)), list(repeat("x", 3)), list(islice(repeat(0), 2)))
print(list(islice(range(10), 2, 8, 3)), list(islice("abcdef", 4)), list(islice(count(), 3, 9, 2)))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 2])), list(dropwhile(lambda x: x < 5, [1, 4, 6, 2])))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([3, 1, 5], max)), list(accumulate([1, 2], initial=100)))
try:
    islice(range(5), -1)
except ValueError as e:
    print("ValueError:", e)
