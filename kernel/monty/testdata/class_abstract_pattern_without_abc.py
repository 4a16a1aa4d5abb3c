# Template method pattern: base class algorithm calling hooks overridden in subclasses.
class Report:
    def render(self):
        return "\n".join([self.header(), *self.rows(), self.footer()])
    def header(self): return f"== {self.title} =="
    def footer(self): return "-" * len(self.header())
    def rows(self): raise NotImplementedError
class Sales(Report):
    title = "Sales"
    def __init__(self, data): self.data = data
    def rows(self): return [f"{k}: {v}" for k, v in self.data.items()]
class Empty(Report):
    title = "Empty"
    def rows(self): return ["(no rows)"]
print(Sales({"q1": 10, "q2": 20}).render())
print(Empty().render())
try:
    Report().render()
except (NotImplementedError, AttributeError) as e:
    print(type(e).__name__, e)
