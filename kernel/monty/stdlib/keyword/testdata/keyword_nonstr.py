import keyword
for v in [1, None, b'if', ('if',), 3.0]:
    print(repr(v), keyword.iskeyword(v), keyword.issoftkeyword(v))
for v in [[], {}, set()]:
    try:
        keyword.iskeyword(v)
    except TypeError as e:
        print(type(e).__name__, e)
