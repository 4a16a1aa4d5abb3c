# Generators accept send() of any object; values flow in both directions.
def accumulate():
    items = []
    while True:
        item = yield list(items)
        if isinstance(item, list):
            items.extend(item)
        elif item is not None:
            items.append(item)
g = accumulate()
print(g.send(None), g.send(1), g.send([2, 3]), g.send({"k": 4}), next(g))
