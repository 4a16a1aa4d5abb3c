# Observer pattern: callbacks, closures, decorators registering handlers, error isolation.
class EventBus:
    def __init__(self):
        self.handlers = {}
    def on(self, event):
        def register(fn):
            self.handlers.setdefault(event, []).append(fn)
            return fn
        return register
    def emit(self, event, **payload):
        results = []
        for h in self.handlers.get(event, []):
            try:
                results.append(h(**payload))
            except Exception as e:
                results.append(f"{h.__name__} failed: {type(e).__name__}: {e}")
        return results
bus = EventBus()
@bus.on("signup")
def welcome(user):
    return f"welcome {user}"
@bus.on("signup")
def audit(user):
    return f"audit: {user} signed up"
@bus.on("signup")
def broken(user):
    return {}[user]
counter = {"n": 0}
@bus.on("tick")
def tick():
    counter["n"] += 1
    return counter["n"]
print(bus.emit("signup", user="ann"))
print([bus.emit("tick") for _ in range(3)], bus.emit("unknown"))
print(sorted(bus.handlers), [f.__name__ for f in bus.handlers["signup"]])
