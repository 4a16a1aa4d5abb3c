# Quote choices inside f-strings (3.11 rules: inner quotes differ from the outer ones).
d = {"key": "value", 'other': 2}
print(f"{d['key']}", f'{d["key"]}', f"""{d["key"]} and {d['other']}""", f'''{"nested 'quotes'"}''')
name = "world"
print(f"{'hello ' + name!r}", f"{f'{name!r}'!s}", f"{'{'}{name}{'}'}")
print(f"{'a' if name else 'b'}", f"{[c for c in 'abc']}", f"{ {'x': 1} }", f"{(1, 2)!r}")
width = 5
print(f"{'|'.join(f'{i:>{width}}' for i in range(3))}")
print(f"{name:{'>' if len(name) > 3 else '<'}{width + 5}}|")
print(f"{3.14159:.{width - 2}f}", f"{1234:{','}}", f"{'x':{'*'}^{width}}")
