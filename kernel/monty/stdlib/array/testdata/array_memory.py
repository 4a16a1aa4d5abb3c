# Sizes past what an index can hold are refused, as CPython refuses them.
from array import array

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: array("b", [0]) * 10**20)
show(lambda: len(array("b") * 10**12))
show(lambda: len(array("b", [1, 2]) * 1000))
show(lambda: array("i", [1])[2**63])
