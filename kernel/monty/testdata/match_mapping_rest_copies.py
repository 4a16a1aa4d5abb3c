# **rest in mapping patterns is a new dict without the matched keys.
config = {"name": "svc", "port": 80, "debug": True}
match config:
    case {"name": str(name), **rest}:
        rest["extra"] = 1
        print(name, rest, config)
match {}:
    case {**rest}:
        print("empty mapping matched with rest", rest)
match {"a": 1}:
    case {"a": 1, **rest} if not rest:
        print("exact mapping")
