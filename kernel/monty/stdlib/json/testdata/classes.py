import json

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag}
        return super().default(o)

print(json.dumps({"s": {3, 1, 2}, "c": 1 + 2j}, cls=Encoder))
print(json.dumps({"s": {3, 1}}, cls=Encoder, indent=2, sort_keys=True))
print(Encoder().encode([{1, 2}]), Encoder(separators=(",", ":")).encode({"a": [1, 2]}))
try:
    json.dumps(object(), cls=Encoder)
except TypeError as e:
    print("TypeError", e)

class Upper(json.JSONEncoder):
    def encode(self, o):
        return super().encode(o).upper()

print(json.dumps({"a": "b"}, cls=Upper))
enc = json.JSONEncoder(indent=3, sort_keys=True)
print(enc.indent, enc.sort_keys, enc.item_separator, repr(enc.key_separator), enc.encode({"b": [1], "a": None}))
print("".join(json.JSONEncoder().iterencode({"x": [1, 2]})))
print(json.JSONEncoder().encode("é"), json.JSONEncoder(ensure_ascii=False).encode("é"))

class Decoder(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)
    def hook(self, d):
        return {k.upper(): v for k, v in d.items()}

print(json.loads('{"a": {"b": 1}}', cls=Decoder))
print(json.loads('[1.5]', cls=Decoder, parse_float=str))
d = json.JSONDecoder(parse_int=float)
print(d.decode("[1, 2]"), d.parse_float, d.strict, d.object_hook)

class Sink:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
sink = Sink()
json.dump({"k": [1, 2]}, sink)
print("".join(sink.parts))
class Source:
    def read(self): return '{"from": "file"}'
print(json.load(Source()), json.load(Source(), object_hook=lambda d: list(d)))
print(json.__all__, json.__version__)
print(list(json.JSONEncoder().iterencode({"k": [1, 2], "o": {"p": [], "q": [{}]}, "s": "x"})))
print(list(json.JSONEncoder(indent=2).iterencode([1, [2, {"a": None}], "z"])))
print(list(json.JSONEncoder().iterencode(5)), list(json.JSONEncoder(sort_keys=True).iterencode({"b": 1, "a": [True]})))
try:
    list(json.JSONEncoder(allow_nan=False).iterencode([float("nan")]))
except ValueError as e:
    print(e)
