# An exception raised while handling another: the last line is the second one.
try:
    {}["a"]
except KeyError:
    [].pop()
