# A lazily computed property cached in the instance dict, reset by a deleter.
class Data:
    def __init__(self, values):
        self.values = values
        self.computed = 0
    @property
    def stats(self):
        if "_stats" not in self.__dict__:
            self.computed += 1
            self._stats = (min(self.values), max(self.values), sum(self.values) / len(self.values))
        return self._stats
    @stats.deleter
    def stats(self):
        self.__dict__.pop("_stats", None)
d = Data([3, 1, 4, 1, 5])
print(d.stats, d.stats, d.computed)
d.values.append(9)
del d.stats
print(d.stats, d.computed)
