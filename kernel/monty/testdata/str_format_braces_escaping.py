# Literal braces in format strings, f-strings and %-format.
name = "x"
print("{{}}".format(), "{{{}}}".format(name), f"{{{name}}}", f"{{name}}", "%s{}" % name, "{%s}" % name)
print("{{0}} {0}".format("arg"), f"{'{'}literal{'}'}", "{}}}".format("a"), "{{{0}}}".format(1))
try:
    "{".format()
except ValueError as e:
    print("ValueError:", e)
try:
    "}".format()
except ValueError as e:
    print("ValueError:", e)
