# An uncaught exception group: stderr ends with the group's box drawing.
def validate(items):
    errors = []
    for i, x in enumerate(items):
        if not isinstance(x, int):
            errors.append(TypeError(f"item {i}: {x!r} is not an int"))
        elif x < 0:
            errors.append(ValueError(f"item {i}: {x} is negative"))
    if errors:
        raise ExceptionGroup("validation failed", errors)
validate([1, 2, 3])
print("first batch ok")
validate([1, "two", -3])
