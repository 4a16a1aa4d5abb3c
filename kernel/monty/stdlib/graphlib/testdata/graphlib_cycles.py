from graphlib import TopologicalSorter, CycleError
for g in [{'a': ['a']}, {'a': ['b'], 'b': ['a']}, {1: [2], 2: [3], 3: [1]}, {1: [2], 2: [3], 3: [2], 0: [1]},
          {'x': ['y'], 'y': ['z'], 'z': ['w'], 'w': ['y'], 'v': []}, {1: [2, 3], 3: [4], 4: [1]}]:
    try:
        TopologicalSorter(g).prepare()
        print('no cycle')
    except CycleError as e:
        print(type(e).__name__, e.args[0], e.args[1], str(e))
print(issubclass(CycleError, ValueError), CycleError.__mro__[1].__name__)
