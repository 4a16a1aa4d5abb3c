# sys.stdin, sys.__stdout__ and sys.__stderr__ are _io.TextIOWrapper
# objects; stdin reads, the others write. (The differential driver
# replaces sys.stdout itself, so the originals are checked.)
import sys
for name in ("stdin", "__stdin__", "__stdout__", "__stderr__"):
    s = getattr(sys, name)
    print(name, type(s), type(s).__name__, type(s).__module__, s.name, s.encoding,
          s.readable(), s.writable())
print(sys.__stdin__ is sys.stdin)
print(repr(sys.__stdout__), repr(sys.__stderr__))
print(callable(sys.stdin.readline), callable(sys.stdin.read), callable(input))
