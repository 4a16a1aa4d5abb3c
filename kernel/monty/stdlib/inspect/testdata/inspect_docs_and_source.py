# getdoc (inherited docs too), cleandoc, getsource/getsourcelines of
# functions, decorated functions, classes, methods and lambdas;
# getcomments, getfile, getmodule, getmodulename, indentsize.
import inspect
import functools

# A comment about helper,
# over two lines.
def helper(a,
           b=2):
    """Add two numbers.

    Longer text, indented.
        More indented.
    """
    return a + b


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        return fn(*args)
    return wrapper


@deco
def decorated(x):
    return x


class Shape:
    """A shape.

    With detail.
    """

    def area(self):
        """Area of the shape."""
        return 0

    @property
    def name(self):
        """The name."""
        return 'shape'


class Square(Shape):
    def area(self):
        return 1

    def extra(self):  # no doc
        pass


square = lambda s: s * s

print(repr(inspect.getdoc(helper)))
print(repr(inspect.getdoc(Shape)), repr(inspect.getdoc(Square)), repr(inspect.getdoc(Square.area)), repr(inspect.getdoc(Square().area)))
print(repr(inspect.getdoc(Square.extra)), repr(inspect.getdoc(Shape.name)), repr(inspect.getdoc(square)), repr(inspect.getdoc(decorated)))
print(repr(inspect.getdoc(1)) != '', inspect.getdoc(None) is not None)
for text in ['', 'one', '  one\n  two', 'first\n    second\n      third\n', '\n\n  a\n\n  b\n\n', '\tx\n\t\ty', 'a\n\n']:
    print(repr(inspect.cleandoc(text)))
print(inspect.getsource(helper), end='')
print(inspect.getsource(decorated), end='')
try:
    print(inspect.getsource(Square), end='')
except OSError as e:
    print('OSError', e)
print(inspect.getsource(Shape.area), end='')
print(inspect.getsource(square), end='')
lines, start = inspect.getsourcelines(helper)
print(start, len(lines), inspect.getsourcelines(Square.area)[1])
print(repr(inspect.getcomments(helper)), repr(inspect.getcomments(Shape)))
print(inspect.getfile(helper) == helper.__code__.co_filename, inspect.getsourcefile(helper) == inspect.getfile(helper), inspect.getmodule(helper).__name__, inspect.getmodule(Square).__name__)
print(inspect.getmodule(1), inspect.getmodule(len).__name__, inspect.getmodule(inspect) is inspect)
for path in ['/a/b/mod.py', 'pkg/m.pyc', 'x.txt', 'noext', '/x/y.so', 'c:\\d\\e.py']:
    print(path, inspect.getmodulename(path))
print(inspect.indentsize('    x'), inspect.indentsize('\tx'), inspect.indentsize('x'), inspect.indentsize(''))
try:
    inspect.getfile(1)
except TypeError as e:
    print('TypeError', e)
try:
    inspect.getsource(len)
except TypeError as e:
    print('TypeError', e)
