# int, str, object and the exceptions have no __class_getitem__: int[1] is
# a TypeError; list, type and the containers make a generic alias.
for src in ['int[1]', 'ValueError[:]', 'list[int]', 'type[int]', 'object[1]', 'class C: pass\nC[1]']:
    try:
        r = eval(src) if '\n' not in src else exec(src)
        print(src, 'ok', r)
    except Exception as e:
        print(src, type(e).__name__, e)
