import graphlib
from graphlib import TopologicalSorter
print(TopologicalSorter[str], TopologicalSorter[int].__origin__ is TopologicalSorter, sorted(graphlib.__all__))
print(type(TopologicalSorter().static_order()).__name__)
ts = TopologicalSorter({})
print(bool(TopologicalSorter({}).__class__), list(ts.static_order()), ts.is_active())
class Mine(TopologicalSorter):
    pass
print(list(Mine({2: [1]}).static_order()), Mine[int])
