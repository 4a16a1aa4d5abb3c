# json.dump/json.load with file objects (StringIO) and indent/sort options.
import json, io
buf = io.StringIO()
json.dump({"b": [1, 2], "a": {"x": None}}, buf, indent=2, sort_keys=True)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf))
print(json.load(io.StringIO("[1, 2, 3]")), json.loads('{"a": [1, {"b": 2}]}')["a"][1]["b"])
try:
    json.load(io.StringIO("{bad json}"))
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
