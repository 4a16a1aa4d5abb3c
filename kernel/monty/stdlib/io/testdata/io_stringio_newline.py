# StringIO's newline argument: translation on write (and of the initial
# value), where readline splits, and the newlines attribute.
import io

for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO("a\r\nb\rc\nd", newline=nl)
    print(repr(nl), repr(s.newlines), repr(s.getvalue()), s.readlines(), s.tell())
    w = io.StringIO(newline=nl)
    print("  ", w.write("x\r\ny\rz\n"), w.tell(), repr(w.getvalue()), repr(w.newlines))
    w.seek(0)
    print("  ", [w.readline() for _ in range(5)])
    w.seek(0)
    print("  ", list(w), w.readline(2))

for nl in [None, ""]:
    for text in ["a\nb", "a\r\nb", "a\rb", "a\nb\r\n", "a\rb\r\n", "a\rb\n", "ab", "\r\n\r\n"]:
        s = io.StringIO(newline=nl)
        n = s.write(text)
        print(repr(nl), repr(text), n, s.tell(), repr(s.getvalue()), repr(s.newlines))
    s = io.StringIO(newline=nl)
    s.write("a\r")
    s.write("\nb")
    print(repr(s.getvalue()), repr(s.newlines), s.tell())

# readline with a size limit that splits a line ending
s = io.StringIO("ab\r\ncd\r\n", newline="")
print(repr(s.readline(3)), repr(s.readline(1)), repr(s.readline()), s.tell())
s = io.StringIO("ab\r\ncd", newline="\r\n")
print(repr(s.readline(3)), repr(s.readline()), repr(s.readline()), repr(s.readline()))
s = io.StringIO("ab\rcd\r", newline="\r")
print(list(s))
s = io.StringIO(newline="\r")
print(s.write("\n\n"), s.tell(), repr(s.getvalue()))
s = io.StringIO()
print(repr(s.newlines), s.line_buffering, s.encoding, s.errors)
s.close()
try:
    s.newlines
except ValueError as e:
    print("ValueError", e)
for bad in ["x", "\n\r", 5]:
    try:
        io.StringIO(newline=bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
