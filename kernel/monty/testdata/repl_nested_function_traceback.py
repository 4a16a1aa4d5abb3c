# Tracebacks through nested functions, lambdas, comprehensions and methods.
class Parser:
    def parse(self, rows):
        return [self.parse_row(r) for r in rows]
    def parse_row(self, row):
        conv = lambda s: int(s)
        return tuple(conv(c) for c in row.split(","))
# %% cell
Parser().parse(["1,2", "3,4"])
# %% cell
Parser().parse(["1,2", "3,x"])
# %% cell
def outer():
    def middle():
        def inner():
            return {}["deep"]
        return inner()
    return middle()
outer()
