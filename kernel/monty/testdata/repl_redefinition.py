# Redefining functions and classes across cells; old instances keep their class.
def greet():
    return "hello v1"
class Animal:
    sound = "..."
a1 = Animal()
greet()
# %% cell
def greet():
    return "hello v2"
class Animal:
    sound = "moo"
a2 = Animal()
greet(), a1.sound, a2.sound, type(a1) is type(a2), isinstance(a1, Animal)
# %% cell
x = 1
x = "now a string"
type(x).__name__
# %% cell
del greet
# %% cell
greet()
