for base in ['int', 'bytes', 'tuple', 'ValueError', 'object', 'list', 'dict', 'float', 'str', 'set']:
    for slots in ["'x'", "('a',)", "('__dict__',)", "('__weakref__',)", "()", "('__dict__', '__dict__')", "('__weakref__', 'a')"]:
        try:
            exec(f"class C({base}):\n    __slots__ = {slots}\n")
            r = 'ok'
        except Exception as e:
            r = f'{type(e).__name__}: {e}'
        print(base, slots, r)
class P: pass
for slots in ["('__dict__',)", "('__weakref__',)"]:
    try:
        exec(f"class C(P):\n    __slots__ = {slots}\n")
        print('P', slots, 'ok')
    except Exception as e:
        print('P', slots, type(e).__name__, e)
