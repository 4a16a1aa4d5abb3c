# A program that does not compile: nothing runs, the SyntaxError is reported.
print("never printed")
def broken(:
    pass
