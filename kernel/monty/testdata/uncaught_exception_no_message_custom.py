# A user exception with no arguments prints only its name.
class Halt(Exception):
    pass
print("stopping")
raise Halt
