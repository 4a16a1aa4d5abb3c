# __class_getitem__ on user classes and builtin generic aliases at runtime.
class Box:
    def __class_getitem__(cls, item):
        return f"Box of {getattr(item, '__name__', item)}"
print(Box[int], Box["str"], Box[int, str] if False else Box[(int, str)])
alias = list[int]
print(alias, alias.__origin__, alias.__args__, alias([1, 2]), type(alias([1])).__name__)
print(dict[str, list[int]], tuple[int, ...], type[int], set[frozenset[str]])
print(isinstance([1], list), list[int] == list[int], list[int] == list[str])
try:
    isinstance([1], list[int])
except TypeError as e:
    print("TypeError:", e)
print(int | None, (int | str).__args__, isinstance(5, int | str), isinstance(None, int | None))
