# A bare assert failure prints just AssertionError.
values = [1, 2, 3]
assert sum(values) == 6
assert len(values) == 4
