# print with sep, end, file and flush.
import sys
print("a", "b", "c")
print("a", "b", "c", sep="")
print("a", "b", sep=" | ", end=" <end>\n")
print()
print("", end="")
print(1, 2.5, None, [1], {"k": "v"}, sep=", ")
print("no newline", end="")
print(" -> continued")
print(*range(5), sep="-")
print("to stderr", file=sys.stderr)
print("to stdout explicitly", file=sys.stdout, flush=True)
print("sep None", "end None", sep=None, end=None)
class Sink:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
sink = Sink()
print("into", "sink", file=sink, sep="_")
print(sink.parts)
for bad in [dict(sep=5), dict(end=[]), dict(file=5)]:
    try:
        print("x", **bad)
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
print("last line on stdout")
print("final stderr line", file=sys.stderr)
