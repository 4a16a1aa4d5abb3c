# An error inside an except block: "During handling of the above exception, another exception occurred".
def risky():
    return 1 / 0
# %% cell
try:
    risky()
except ZeroDivisionError:
    log = undefined_logger
# %% cell
try:
    risky()
except ZeroDivisionError as e:
    raise RuntimeError("wrapped") from e
# %% cell
try:
    try:
        risky()
    except ZeroDivisionError:
        raise ValueError("second")
except ValueError:
    raise KeyError("third")
