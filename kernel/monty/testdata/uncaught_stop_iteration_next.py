# A bare StopIteration escaping to the top level.
it = iter([1])
print(next(it))
print(next(it))
