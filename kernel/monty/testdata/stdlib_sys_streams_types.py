# sys.stdin, sys.stdout and sys.stderr are _io.TextIOWrapper objects;
# stdin reads, the others write.
import sys
for name in ("stdin", "stdout", "stderr"):
    s = getattr(sys, name)
    print(name, type(s), type(s).__name__, type(s).__module__, s.name, s.encoding,
          s.readable(), s.writable(), s.isatty())
print(sys.__stdin__ is sys.stdin, sys.__stdout__ is sys.stdout)
print(repr(sys.stdout), repr(sys.stderr))
print(callable(sys.stdin.readline), callable(sys.stdin.read), callable(input))
