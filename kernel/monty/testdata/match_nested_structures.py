# match over nested JSON-like data.
events = [
    {"type": "user", "action": "login", "user": {"name": "ann", "roles": ["admin", "dev"]}},
    {"type": "user", "action": "login", "user": {"name": "bob", "roles": []}},
    {"type": "order", "items": [{"sku": "A", "qty": 2}, {"sku": "B", "qty": 1}], "total": 30.5},
    {"type": "order", "items": [], "total": 0},
    {"type": "ping"},
    ["not", "a", "dict"],
    {"type": "user", "action": "logout", "user": {"name": "cy"}},
]
for ev in events:
    match ev:
        case {"type": "user", "action": "login", "user": {"name": str(name), "roles": ["admin", *others]}}:
            print(f"admin login: {name} (+{len(others)} roles)")
        case {"type": "user", "action": "login", "user": {"name": name}}:
            print(f"login: {name}")
        case {"type": "user", "action": action, "user": {"name": name}}:
            print(f"{action}: {name}")
        case {"type": "order", "items": [{"sku": first}, *_] as items, "total": float(t) | int(t)} if t > 0:
            print(f"order of {len(items)} starting with {first}, total {t}")
        case {"type": "order"}:
            print("empty order")
        case {"type": other}:
            print("other event", other)
        case [*words] if all(isinstance(w, str) for w in words):
            print("word list:", " ".join(words))
