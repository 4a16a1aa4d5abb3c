# Template subclasses with custom delimiters, safe_substitute, and Formatter.vformat.
import string
class Percent(string.Template):
    delimiter = "%"
t = Percent("Hello %name, you owe %%%amount")
print(t.substitute(name="ann", amount=5))
class Braces(string.Template):
    idpattern = r"[a-z]+\.[a-z]+"
print(Braces("$user.name logged in").substitute({"user.name": "bob"}))
print(string.Template("${a}${b} $c").safe_substitute(a=1, c=3))
f = string.Formatter()
print(f.vformat("{0}-{x}", ("pos",), {"x": "kw"}), f.format("{:>5}|{!r}", "ab", "cd"), f.convert_field("v", "r"), f.format_field(3.14159, ".2f"))
