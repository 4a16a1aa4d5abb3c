# An uncaught error deep in a call chain; output before it is kept.
def level3(x):
    return x["key"]
def level2(x):
    return level3(x)
def level1(items):
    for it in items:
        print("processing", it)
        level2(it)
level1([{"key": 1}, {"other": 2}])
