# string module constants, Template substitution, capwords, Formatter.
import string
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(string.punctuation, repr(string.whitespace), len(string.printable), string.ascii_uppercase[:5])
t = string.Template("$who likes $what; ${who}'s cost is $$${price}")
print(t.substitute(who="tim", what="kung pao", price=10))
print(t.safe_substitute(who="ann"))
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError:", e)
try:
    string.Template("$ 1").substitute()
except ValueError as e:
    print("ValueError:", e)
print(string.capwords("hello   big world"), string.capwords("a-b c-d", "-"))
print(string.Formatter().format("{0} and {name}", "x", name="y"), list(string.Formatter().parse("a{0}b{x:>3}c")))
print(t.get_identifiers() if hasattr(t, "get_identifiers") else sorted({"who", "what", "price"}), t.is_valid() if hasattr(t, "is_valid") else True)
