# When no case matches, execution continues after the match statement.
def f(x):
    result = "unset"
    match x:
        case 1:
            result = "one"
        case [int()]:
            result = "list of int"
    return result
print(f(1), f([2]), f(["s"]), f(None))
# match subject can be any expression, including a tuple without parens
a, b = 1, 2
match a, b:
    case (1, 2):
        print("tuple subject")
match *[1, 2], 3:
    case [1, 2, 3]:
        print("starred subject")
