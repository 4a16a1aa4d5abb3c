# format_map with a dict subclass supplying defaults; vars() of an object as a mapping.
class SafeDict(dict):
    def __missing__(self, key):
        return "{" + key + "}"
template = "Hello {name}, your order {order_id} ships {when}."
print(template.format_map(SafeDict(name="Ann")))
print(template.format_map(SafeDict(name="Bob", order_id=42, when="today")))
class User:
    def __init__(self): self.name, self.age = "Cy", 30
print("{name} is {age}".format_map(vars(User())))
try:
    "{missing}".format_map({})
except KeyError as e:
    print("KeyError:", e)
