# JSONDecodeError messages and positions.
import json
cases = ['{"a": 1,}', "[1, 2", '{"a" 1}', "", "   ", "tru", '"unterminated', "[1] extra", "{'single': 1}", "01", '{"a": nan}', '["\\x"]', "[1,,2]", '{"a":1}{"b":2}']
for c in cases:
    try:
        json.loads(c)
        print(repr(c), "parsed")
    except json.JSONDecodeError as e:
        print(repr(c), "|", e.msg, "| pos", e.pos, "line", e.lineno, "col", e.colno, "|", e)
print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads('{\n  "a": 1,\n  "b": \n}')
except ValueError as e:
    print(e)
