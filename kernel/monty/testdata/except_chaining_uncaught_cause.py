# Uncaught exception with an explicit cause: the last line is the final exception.
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f"bad config value {s!r}") from e
print(parse("12"))
parse("twelve")
