# ast for monty, written for backyard from the documented behaviour of
# CPython 3.11's module. The node classes come from _ast (nodes.py); the
# parser is monty's own (Go), which hands a tree over as the text of
# ast.dump(tree, include_attributes=True) for _from_source to rebuild.

"""Abstract syntax trees of Python source: parse, inspect, rewrite, unparse."""

import sys
from _ast import *
from _ast import _dump


def parse(source, filename='<unknown>', mode='exec', *, type_comments=False, feature_version=None):
    """Parse source into a tree of AST nodes (compile with PyCF_ONLY_AST)."""
    extra = PyCF_TYPE_COMMENTS if type_comments else 0
    return compile(source, filename, mode, PyCF_ONLY_AST | extra)


# --- hooks the VM's compile() calls (see vm/compile_ast.go) -------------

_rebuild_env = {}


def _from_source(source, filename, mode):
    # The Go parser prints the tree as constructor calls; evaluate them in
    # a namespace holding nothing but the node classes.
    if isinstance(source, (bytes, bytearray)):
        source = bytes(source).decode('utf-8')
    text = _dump(source, filename, mode)
    if not _rebuild_env:
        for key, val in globals().items():
            if isinstance(val, type) and issubclass(val, AST):
                _rebuild_env[key] = val
        _rebuild_env.update(inf=float('inf'), infj=complex(0, float('inf')),
                            Ellipsis=..., __builtins__={})
    return eval(text, _rebuild_env)


_ROOT_KINDS = {'exec': 'Module', 'eval': 'Expression', 'single': 'Interactive'}


def _compile_ast(tree, filename, mode):
    # A tree is compiled by compiling its unparsed text: line numbers are
    # those of that text.
    kind = _ROOT_KINDS.get(mode)
    if kind is None:
        raise ValueError("compile() mode must be 'exec', 'eval' or 'single'")
    if type(tree).__name__ != kind and not isinstance(tree, globals()[kind]):
        raise TypeError('expected %s node, got %s' % (kind, type(tree).__name__))
    if mode == 'exec':
        text = unparse(tree)
    elif mode == 'eval':
        text = unparse(tree.body)
    else:
        text = '\n'.join(map(unparse, tree.body))
    return compile(text, filename, mode)


# --- literal_eval -------------------------------------------------------

def _not_literal(node):
    where = getattr(node, 'lineno', None)
    suffix = f' on line {where}' if where else ''
    raise ValueError(f'malformed node or string{suffix}: {node!r}')


def _plain_number(node):
    if isinstance(node, Constant) and type(node.value) in (int, float, complex):
        return node.value
    _not_literal(node)


def _maybe_signed(node):
    sign = type(node.op).__name__ if isinstance(node, UnaryOp) else None
    if sign == 'USub':
        return -_plain_number(node.operand)
    if sign == 'UAdd':
        return +_plain_number(node.operand)
    return _plain_number(node)


_CONTAINERS = ((Tuple, tuple), (List, list), (Set, set))


def _literal(node):
    if type(node) is Constant or isinstance(node, Constant):
        return node.value
    for kind, make in _CONTAINERS:
        if isinstance(node, kind):
            return make(map(_literal, node.elts))
    if isinstance(node, Dict):
        keys, values = node.keys, node.values
        if len(keys) != len(values):
            _not_literal(node)
        return {_literal(k): _literal(v) for k, v in zip(node.keys, node.values)}
    if (isinstance(node, Call) and isinstance(node.func, Name)
            and node.func.id == 'set' and not node.args and not node.keywords):
        return set()
    if isinstance(node, BinOp) and isinstance(node.op, (Add, Sub)):
        real = _maybe_signed(node.left)
        imag = _plain_number(node.right)
        if isinstance(real, (int, float)) and isinstance(imag, complex):
            return real + imag if isinstance(node.op, Add) else real - imag
    return _maybe_signed(node)


def literal_eval(node_or_string):  # noqa: the parameter's name is API
    """Evaluate a node, or a string of one expression, made only of literals:
    strings, bytes, numbers, tuples, lists, dicts, sets, booleans and None."""
    node = node_or_string
    if type(node) is str or isinstance(node, str):
        node = parse(node.lstrip(' \t'), mode='eval')
    if isinstance(node, Expression):
        node = node.body
    return _literal(node)


# --- dump ---------------------------------------------------------------

_NO_DEFAULT = object()


def _dump_fields(node, names, opts, depth, keyword):
    # keyword: whether to write name=value; it becomes True (for the rest)
    # once a field is left out, as positions no longer line up.
    cls = type(node)
    parts = []
    flat = True
    for name in names:
        value = getattr(node, name, _NO_DEFAULT)
        if value is _NO_DEFAULT or (value is None and getattr(cls, name, _NO_DEFAULT) is None):
            keyword = True if keyword is not None else None
            continue
        text, simple = _dump_node(value, opts, depth)
        flat = flat and simple
        parts.append(f'{name}={text}' if keyword or keyword is None else text)
    return parts, flat


def _dump_node(node, opts, depth):
    """Return (text, simple): simple means it may sit on one line."""
    annotate, attrs, pad = opts
    if pad is None:
        head, joiner = '', ', '
    else:
        depth += 1
        head = '\n' + pad * depth
        joiner = ',\n' + pad * depth
    if type(node) is list or isinstance(node, list):
        if not node:
            return '[]', True
        inner = joiner.join(_dump_node(item, opts, depth)[0] for item in node)
        return f'[{head}{inner}]', False
    if not isinstance(node, AST):
        return repr(node), True  # a plain value
    cls = type(node)
    parts, flat = _dump_fields(node, cls._fields, opts, depth, bool(annotate))
    if attrs:
        more, more_flat = _dump_fields(node, cls._attributes, opts, depth, None)
        parts += more
        flat = flat and more_flat
    if flat and len(parts) <= 3:
        return f"{cls.__name__}({', '.join(parts)})", not parts
    return f'{cls.__name__}({head}{joiner.join(parts)})', False


def dump(node, annotate_fields=True, include_attributes=False, *,
         indent=None):
    """Return a formatted text of the tree under node, for debugging."""
    if isinstance(node, AST):
        pad = indent if indent is None or isinstance(indent, str) else indent * ' '
        return _dump_node(node, (annotate_fields, include_attributes, pad), 0)[0]
    raise TypeError('expected AST, got %r' % type(node).__name__)


# --- locations ----------------------------------------------------------

_LOCATION = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')


def copy_location(new_node, old_node):
    """Give new_node the source location of old_node; return new_node."""
    shared = [n for n in _LOCATION
              if n in old_node._attributes and n in new_node._attributes]
    for name in shared:
        value = getattr(old_node, name, None)
        # An end position explicitly None is copied; a start is not.
        if value is not None or (name[:4] == 'end_' and hasattr(old_node, name)):
            setattr(new_node, name, value)
    return new_node


def _fill_locations(node, inherited):
    if 'lineno' in type(node)._attributes:
        here = []
        for name, parent in zip(_LOCATION, inherited):
            if name.startswith('end_'):
                own = getattr(node, name, None)
                missing = own is None
            else:
                missing = not hasattr(node, name)
                own = None if missing else getattr(node, name)
            if missing:
                setattr(node, name, parent)
                own = parent
            here.append(own)
        inherited = here
    for sub in iter_child_nodes(node):
        _fill_locations(sub, inherited)


def fix_missing_locations(node):
    """Give every node under node that lacks a location its parent's one
    (1 and 0 at the top); return node."""
    _fill_locations(node, (1, 0, 1, 0))
    return node


def increment_lineno(node, n=1):
    """Move the line numbers of node and everything under it by n."""
    for each in walk(node):
        # TypeIgnore keeps its line as a field, not an attribute.
        located = type(each)._attributes
        if isinstance(each, TypeIgnore) or 'lineno' in located:
            each.lineno = n + getattr(each, 'lineno', 0)
        if 'end_lineno' in located and getattr(each, 'end_lineno', 0) is not None:
            each.end_lineno = n + getattr(each, 'end_lineno', 0)
    return node


# --- traversal ----------------------------------------------------------

_UNSET = object()


def iter_fields(node):
    """Yield (name, value) for each field of node that is set."""
    for field in node._fields:
        value = getattr(node, field, _UNSET)
        if value is not _UNSET:
            yield field, value


def iter_child_nodes(node):
    """Yield the nodes directly under node: its node fields and the nodes in
    its list fields."""
    for _, value in iter_fields(node):
        if type(value) is list:
            yield from (v for v in value if isinstance(v, AST))
        elif isinstance(value, list):
            yield from (v for v in value if isinstance(v, AST))
        elif isinstance(value, AST):
            yield value


def walk(node):
    """Yield node and every node under it, breadth first, in no particular
    order otherwise."""
    pending = [node]
    i = 0
    while i < len(pending):
        current = pending[i]
        i += 1
        pending.extend(iter_child_nodes(current))
        yield current


def _clean_doc(text):
    lines = text.expandtabs().split('\n')
    indents = [len(l) - len(l.lstrip()) for l in lines[1:] if l.lstrip()]
    cut = min(indents) if indents else 0
    out = [lines[0].lstrip()] + [l[cut:] for l in lines[1:]]
    while out and not out[-1]:
        out.pop()
    while out and not out[0]:
        out.pop(0)
    return '\n'.join(out)


_DOCUMENTED = (Module, ClassDef, FunctionDef, AsyncFunctionDef)


def get_docstring(node, clean=True):
    """Return the docstring of a function, class or module node, or None;
    clean it as inspect.cleandoc does unless clean is false."""
    if not isinstance(node, _DOCUMENTED):
        raise TypeError("%r can't have docstrings" % type(node).__name__)
    if not node.body or not isinstance(node.body[0], Expr):
        return None
    first = node.body[0].value
    if not isinstance(first, Constant) or not isinstance(first.value, str):
        return None
    return _clean_doc(first.value) if clean else first.value


def _source_lines(text):
    # Lines as the tokenizer counts them: \r\n, \r and \n end a line, but
    # not the other characters str.splitlines knows.
    lines = []
    start = i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '\r' or c == '\n':
            if c == '\r' and i + 1 < n and text[i + 1] == '\n':
                i += 1
            lines.append(text[start:i + 1])
            start = i + 1
        i += 1
    if start < n:
        lines.append(text[start:])
    return lines


def get_source_segment(source, node, *, padded=False):
    """Return the text of source that node was parsed from, or None when node
    lacks a location. padded keeps the first line's indentation as spaces."""
    where = [getattr(node, name, None) for name in _LOCATION]
    if None in where:
        return None
    first, start, last, stop = where
    first -= 1
    last -= 1
    lines = _source_lines(source)
    if first == last:
        return lines[first].encode()[start:stop].decode()
    lead = ''
    if padded:
        lead = ''.join(c if c in '\f\t' else ' '
                       for c in lines[first].encode()[:start].decode())
    head = lead + lines[first].encode()[start:].decode()
    tail = lines[last].encode()[:stop].decode()
    return ''.join([head] + lines[first + 1:last] + [tail])


class NodeVisitor(object):
    """Walks a tree calling self.visit_<ClassName>(node) for each node, or
    generic_visit when there is no such method. Subclass to use."""

    def visit(self, node):
        """Visit one node."""
        name = 'visit_' + type(node).__name__
        return getattr(self, name, self.generic_visit)(node)

    def generic_visit(self, node):
        """Visit every node directly under node."""
        for sub in iter_child_nodes(node):
            self.visit(sub)

    def visit_Constant(self, node):
        # Visitors written for the old node classes (visit_Num, ...) still
        # see constants, with a DeprecationWarning.
        old = _old_class_name(node.value)
        handler = old and getattr(self, 'visit_' + old, None)
        if handler:
            import warnings
            warnings.warn(f'visit_{old} is deprecated; add visit_Constant',
                          DeprecationWarning, 2)
            return handler(node)
        fallback = self.generic_visit
        return fallback(node)


class NodeTransformer(NodeVisitor):
    """A NodeVisitor whose visit methods return the node to put in place of
    the one visited: None removes it, a list (in a list field) splices."""

    def generic_visit(self, node):
        for name, value in list(iter_fields(node)):
            if isinstance(value, AST):
                replacement = self.visit(value)
                if replacement is not None:
                    setattr(node, name, replacement)
                else:
                    delattr(node, name)
            elif isinstance(value, list):
                value[:] = self._visit_list(value)
        return node

    def _visit_list(self, items):
        out = []
        for item in items:
            result = self.visit(item) if isinstance(item, AST) else item
            if result is None:
                continue
            if isinstance(result, AST) or not isinstance(item, AST):
                out.append(result)
            else:
                out.extend(result)
        return out


# --- the node classes before 3.8, kept as CPython keeps them --------------

def _old_class_name(value):
    if value is None or value is True or value is False:
        return 'NameConstant'
    if value is ...:
        return 'Ellipsis'
    kind = type(value)
    if kind in (int, float, complex):
        return 'Num'
    if kind is str:
        return 'Str'
    if kind is bytes:
        return 'Bytes'
    return None


def _value_alias():
    def get(self):
        return self.value

    def put(self, value):
        self.value = value
    return property(get, put)


Constant.n = _value_alias()
Constant.s = _value_alias()


class _OldConstantMeta(type):
    # isinstance(Constant(1), Num) asks what the value is.
    def __instancecheck__(cls, obj):
        return isinstance(obj, Constant) and _old_class_name(obj.value) == cls.__name__


def _old_constant_new(cls, *args, **kwargs):
    if len(args) > len(cls._fields):
        raise TypeError(f'{cls.__name__} got too many positional arguments')
    for name, value in zip(cls._fields, args):
        if name in kwargs:
            raise TypeError(f'{cls.__name__} got multiple values for argument {name!r}')
        kwargs[name] = value
    for alias in ('n', 's'):
        if alias in kwargs:
            kwargs['value'] = kwargs.pop(alias)
    if cls.__name__ == 'Ellipsis':
        kwargs['value'] = ...
    return Constant(**kwargs)


def _old_constant(name, fields, doc):
    return _OldConstantMeta(name, (Constant,), {
        '_fields': fields, '__new__': _old_constant_new, '__doc__': doc,
        '__module__': 'ast'})


Num = _old_constant('Num', ('n',), 'Deprecated: a Constant holding a number.')
Str = _old_constant('Str', ('s',), 'Deprecated: a Constant holding a str.')
Bytes = _old_constant('Bytes', ('s',), 'Deprecated: a Constant holding bytes.')
NameConstant = _old_constant('NameConstant', ('value', 'kind'),
                             'Deprecated: a Constant holding None, True or False.')
Ellipsis = _old_constant('Ellipsis', (), 'Deprecated: the Constant ....')


class slice(AST):
    """Deprecated base of Index and ExtSlice."""


class Index(slice):
    """Deprecated: a subscript is now its value."""

    def __new__(cls, value, **_):
        return value


class ExtSlice(slice):
    """Deprecated: an extended subscript is now a Tuple."""

    def __new__(cls, dims=(), **attrs):
        return Tuple(list(dims), Load(), **attrs)


def _dims(self):
    return self.elts


def _set_dims(self, value):
    self.elts = value


Tuple.dims = property(_dims, _set_dims)


class Suite(mod):
    """Unused, kept for old code."""


class AugLoad(expr_context):
    """Unused, kept for old code."""


class AugStore(expr_context):
    """Unused, kept for old code."""


class Param(expr_context):
    """Unused, kept for old code."""


# --- unparse ------------------------------------------------------------

# Binding strength, weakest first; a sub-expression weaker than its slot
# is parenthesised.
(_P_WALRUS, _P_TUPLE, _P_YIELD, _P_TEST, _P_OR, _P_AND, _P_NOT, _P_CMP,
 _P_BOR, _P_BXOR, _P_BAND, _P_SHIFT, _P_ARITH, _P_TERM, _P_FACTOR,
 _P_POWER, _P_AWAIT, _P_ATOM) = range(1, 19)

_BINARY = {
    'Add': ('+', _P_ARITH), 'Sub': ('-', _P_ARITH),
    'Mult': ('*', _P_TERM), 'MatMult': ('@', _P_TERM), 'Div': ('/', _P_TERM),
    'Mod': ('%', _P_TERM), 'FloorDiv': ('//', _P_TERM),
    'LShift': ('<<', _P_SHIFT), 'RShift': ('>>', _P_SHIFT),
    'BitOr': ('|', _P_BOR), 'BitXor': ('^', _P_BXOR), 'BitAnd': ('&', _P_BAND),
    'Pow': ('**', _P_POWER),
}
_UNARY = {'Invert': ('~', _P_FACTOR), 'Not': ('not ', _P_NOT),
          'UAdd': ('+', _P_FACTOR), 'USub': ('-', _P_FACTOR)}
_COMPARE = {'Eq': '==', 'NotEq': '!=', 'Lt': '<', 'LtE': '<=', 'Gt': '>',
            'GtE': '>=', 'Is': 'is', 'IsNot': 'is not', 'In': 'in',
            'NotIn': 'not in'}
_HUGE = '1e' + repr(sys.float_info.max_10_exp + 1)
_QUOTES_ONE_LINE = ("'", '"')
_QUOTES_MULTI = ('"""', "'''")
_QUOTES_ANY = _QUOTES_ONE_LINE + _QUOTES_MULTI


_NAMED_ESCAPES = {'\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r'}


def _escape_char(c):
    # As the unicode_escape codec spells one character.
    if c in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[c]
    code = ord(c)
    if code < 0x100:
        return '\\x%02x' % code
    if code < 0x10000:
        return '\\u%04x' % code
    return '\\U%08x' % code


def _escape_for_literal(text, whitespace_too):
    out = []
    for c in text:
        if c in '\n\t' and not whitespace_too:
            out.append(c)
        elif c == '\\' or not c.isprintable():
            out.append(_escape_char(c))
        else:
            out.append(c)
    return ''.join(out)


def _quote_choice(text, allowed, whitespace_too=False):
    """Escape text for a string literal and narrow the quotes it may sit
    between; returns (body, quotes still possible, best first)."""
    body = _escape_for_literal(text, whitespace_too)
    usable = [q for q in allowed
              if q not in body and ('\n' not in body or len(q) == 3)]
    if not usable:
        shown = repr(text)
        pick = [q for q in allowed if shown[0] in q]
        return shown[1:-1], [pick[0] if pick else shown[0]]
    if body:
        # A quote char at the end would close the literal early: prefer the
        # other kind, or escape it.
        usable.sort(key=lambda q: q[0] == body[-1])
        if usable[0][0] == body[-1]:
            body = body[:-1] + '\\' + body[-1]
    return body, usable


class _SourceWriter(NodeVisitor):
    """Turns a tree back into source text (ast.unparse)."""

    def __init__(self, in_fstring=False):
        self.out = []
        self.depth = 0
        self.strength = {}
        self.in_fstring = in_fstring
        self.ignores = {}

    def render(self, node):
        self.out = []
        self.emit(node)
        return ''.join(self.out)

    # -- output helpers
    def put(self, *pieces):
        self.out.extend(pieces)

    def newline(self, text=''):
        if self.out:
            self.out.append('\n')
        self.out.append('    ' * self.depth + text)

    def blank_line(self):
        if self.out:
            self.out.append('\n')

    def suite(self, stmts, after_colon=None):
        self.put(':')
        if after_colon:
            self.put(after_colon)
        self.depth += 1
        self.emit(stmts)
        self.depth -= 1

    def joined(self, sep, items, each=None):
        each = each or self.emit
        for i, item in enumerate(items):
            if i:
                self.put(sep)
            each(item)

    def listed(self, items, each=None):
        # One item keeps its comma: (x,)
        each = each or self.emit
        if len(items) == 1:
            each(items[0])
            self.put(',')
        else:
            self.joined(', ', items, each)

    def set_strength(self, level, *nodes):
        for node in nodes:
            self.strength[node] = level

    def strength_of(self, node):
        return self.strength.get(node, _P_TEST)

    def wrapped(self, level, node, body):
        # Parenthesise when the node's slot binds tighter than it does.
        paren = self.strength_of(node) > level
        if paren:
            self.put('(')
        body()
        if paren:
            self.put(')')

    def emit(self, node):
        if type(node) is list:
            for stmt in node:
                self.emit(stmt)
            return
        handler = getattr(self, 'do_' + type(node).__name__, None)
        if handler is not None:
            handler(node)
            return
        # A node without a form of its own shows its last child, as
        # CPython's unparse does (Expression, Interactive).
        children = list(iter_child_nodes(node))
        if children:
            self.out = []
            self.emit(children[-1])

    def type_comment(self, node):
        comment = self.ignores.get(node.lineno) or node.type_comment
        return f'  # type: {comment}' if comment else None

    # -- modules and bodies
    def docstring_node(self, node):
        if not node.body:
            return None
        first = node.body[0]
        if (isinstance(first, Expr) and isinstance(first.value, Constant)
                and isinstance(first.value.value, str)):
            return first.value
        return None

    def body_with_docstring(self, node):
        doc = self.docstring_node(node)
        if doc is None:
            self.emit(node.body)
            return
        self.newline('u' if doc.kind == 'u' else '')
        body, quotes = _quote_choice(doc.value, _QUOTES_MULTI)
        self.put(quotes[0], body, quotes[0])
        self.emit(node.body[1:])

    def do_Module(self, node):
        self.ignores = {ig.lineno: f'ignore{ig.tag}' for ig in node.type_ignores}
        self.body_with_docstring(node)
        self.ignores = {}

    def do_FunctionType(self, node):
        self.put('(')
        self.joined(', ', node.argtypes)
        self.put(') -> ')
        self.emit(node.returns)

    # -- simple statements
    def do_Expr(self, node):
        self.newline()
        self.set_strength(_P_YIELD, node.value)
        self.emit(node.value)

    def do_Assign(self, node):
        self.newline()
        for lhs in node.targets:
            self.set_strength(_P_TUPLE, lhs)
            self.emit(lhs)
            self.put(' = ')
        self.emit(node.value)
        comment = self.type_comment(node)
        if comment:
            self.put(comment)

    def do_AugAssign(self, node):
        self.newline()
        self.emit(node.target)
        self.put(' ', _BINARY[type(node.op).__name__][0], '= ')
        self.emit(node.value)

    def do_AnnAssign(self, node):
        self.newline()
        paren = not node.simple and isinstance(node.target, Name)
        self.put('(' if paren else '')
        self.emit(node.target)
        self.put(')' if paren else '', ': ')
        self.emit(node.annotation)
        if node.value:
            self.put(' = ')
            self.emit(node.value)

    def do_Return(self, node):
        self.newline('return')
        if node.value:
            self.put(' ')
            self.emit(node.value)

    def do_Pass(self, node):
        self.newline('pass')

    def do_Break(self, node):
        self.newline('break')

    def do_Continue(self, node):
        self.newline('continue')

    def do_Delete(self, node):
        self.newline('del ')
        self.joined(', ', node.targets)

    def do_Assert(self, node):
        self.newline('assert ')
        self.emit(node.test)
        if node.msg:
            self.put(', ')
            self.emit(node.msg)

    def do_Global(self, node):
        self.newline('global ' + ', '.join(node.names))

    def do_Nonlocal(self, node):
        self.newline('nonlocal ' + ', '.join(node.names))

    def do_Import(self, node):
        self.newline('import ')
        self.joined(', ', node.names)

    def do_ImportFrom(self, node):
        self.newline('from ' + '.' * (node.level or 0) + (node.module or '') + ' import ')
        self.joined(', ', node.names)

    def do_alias(self, node):
        self.put(node.name)
        if node.asname:
            self.put(' as ', node.asname)

    def do_Raise(self, node):
        self.newline('raise')
        if not node.exc:
            if node.cause:
                raise ValueError("Node can't use cause without an exception.")
            return
        self.put(' ')
        self.emit(node.exc)
        if node.cause:
            self.put(' from ')
            self.emit(node.cause)

    # -- compound statements
    def decorated(self, node, keyword):
        self.blank_line()
        for decorator in node.decorator_list:
            self.newline('@')
            self.emit(decorator)
        self.newline(keyword + node.name)

    def do_FunctionDef(self, node, keyword='def '):
        self.decorated(node, keyword)
        self.put('(')
        self.emit(node.args)
        self.put(')')
        if node.returns:
            self.put(' -> ')
            self.emit(node.returns)
        self.put(':')
        comment = self.type_comment(node)
        if comment:
            self.put(comment)
        self.depth += 1
        self.body_with_docstring(node)
        self.depth -= 1

    def do_AsyncFunctionDef(self, node):
        self.do_FunctionDef(node, 'async def ')

    def do_ClassDef(self, node):
        self.decorated(node, 'class ')
        if node.bases or node.keywords:
            self.put('(')
            self.joined(', ', node.bases + node.keywords)
            self.put(')')
        self.put(':')
        self.depth += 1
        self.body_with_docstring(node)
        self.depth -= 1

    def else_part(self, stmts, word='else'):
        if stmts:
            self.newline(word)
            self.suite(stmts)

    def do_For(self, node, keyword='for '):
        self.newline(keyword)
        self.set_strength(_P_TUPLE, node.target)
        self.emit(node.target)
        self.put(' in ')
        self.emit(node.iter)
        self.suite(node.body, self.type_comment(node))
        self.else_part(node.orelse)

    def do_AsyncFor(self, node):
        self.do_For(node, 'async for ')

    def do_While(self, node):
        self.newline('while ')
        self.emit(node.test)
        self.suite(node.body)
        self.else_part(node.orelse)

    def do_If(self, node):
        self.newline('if ')
        self.emit(node.test)
        self.suite(node.body)
        # An else holding only an if reads as elif.
        while len(node.orelse) == 1 and isinstance(node.orelse[0], If):
            (node,) = node.orelse
            self.newline('elif ')
            self.emit(node.test)
            self.suite(node.body)
        self.else_part(node.orelse)

    def do_With(self, node, keyword='with '):
        self.newline(keyword)
        self.joined(', ', node.items)
        self.suite(node.body, self.type_comment(node))

    def do_AsyncWith(self, node):
        self.do_With(node, 'async with ')

    def do_withitem(self, node):
        self.emit(node.context_expr)
        if node.optional_vars is not None:
            self.put(' as ')
            self.emit(node.optional_vars)

    def do_Try(self, node, star=False):
        self.newline('try')
        self.suite(node.body)
        for handler in node.handlers:
            self.handler(handler, star)
        self.else_part(node.orelse)
        self.else_part(node.finalbody, 'finally')

    def do_TryStar(self, node):
        self.do_Try(node, True)

    def handler(self, node, star):
        self.newline('except*' if star else 'except')
        if node.type:
            self.put(' ')
            self.emit(node.type)
        if node.name:
            self.put(' as ', node.name)
        self.suite(node.body)

    def do_ExceptHandler(self, node):
        self.handler(node, False)

    def do_Match(self, node):
        self.newline('match ')
        self.emit(node.subject)
        self.put(':')
        self.depth += 1
        self.emit(node.cases)
        self.depth -= 1

    def do_match_case(self, node):
        self.newline('case ')
        self.emit(node.pattern)
        if node.guard:
            self.put(' if ')
            self.emit(node.guard)
        self.suite(node.body)

    # -- patterns
    def do_MatchValue(self, node):
        self.emit(node.value)

    def do_MatchSingleton(self, node):
        self.constant(node.value)

    def do_MatchSequence(self, node):
        self.put('[')
        self.joined(', ', node.patterns)
        self.put(']')

    def do_MatchStar(self, node):
        self.put('*', '_' if node.name is None else node.name)

    def do_MatchMapping(self, node):
        self.put('{')
        for i, (key, pat) in enumerate(zip(node.keys, node.patterns, strict=True)):
            self.put(', ' if i else '')
            self.emit(key)
            self.put(': ')
            self.emit(pat)
        if node.rest is not None:
            self.put(', ' if node.keys else '', '**', node.rest)
        self.put('}')

    def do_MatchClass(self, node):
        self.set_strength(_P_ATOM, node.cls)
        self.emit(node.cls)
        self.put('(')
        self.joined(', ', node.patterns)
        pairs = list(zip(node.kwd_attrs, node.kwd_patterns, strict=True))
        for i, (name, pat) in enumerate(pairs):
            self.put(', ' if i or node.patterns else '', name, '=')
            self.emit(pat)
        self.put(')')

    def do_MatchAs(self, node):
        if node.name is None:
            self.put('_')
        elif node.pattern is None:
            self.put(node.name)
        else:
            def inner():
                self.set_strength(_P_BOR, node.pattern)
                self.emit(node.pattern)
                self.put(' as ', node.name)
            self.wrapped(_P_TEST, node, inner)

    def do_MatchOr(self, node):
        def inner():
            self.set_strength(_P_BOR + 1, *node.patterns)
            self.joined(' | ', node.patterns)
        self.wrapped(_P_BOR, node, inner)

    # -- expressions
    def do_Name(self, node):
        self.put(node.id)

    def constant(self, value):
        if type(value) in (float, complex) or isinstance(value, (float, complex)):
            self.put(repr(value).replace('inf', _HUGE))
        elif self.in_fstring and isinstance(value, str):
            body, quotes = _quote_choice(value, _QUOTES_ANY)
            self.put(quotes[0], body, quotes[0])
        else:
            self.put(repr(value))

    def do_Constant(self, node):
        value = node.value
        if isinstance(value, tuple):
            self.put('(')
            self.listed(value, self.constant)
            self.put(')')
        elif value is ...:
            self.put('...')
        else:
            if node.kind == 'u':
                self.put('u')
            self.constant(value)

    def do_NamedExpr(self, node):
        def inner():
            self.set_strength(_P_ATOM, node.target, node.value)
            self.emit(node.target)
            self.put(' := ')
            self.emit(node.value)
        self.wrapped(_P_WALRUS, node, inner)

    def do_Await(self, node):
        self.prefixed(node, 'await', _P_AWAIT)

    def do_Yield(self, node):
        self.prefixed(node, 'yield', _P_YIELD)

    def prefixed(self, node, word, level):
        def inner():
            self.put(word)
            if node.value:
                self.put(' ')
                self.set_strength(_P_ATOM, node.value)
                self.emit(node.value)
        self.wrapped(level, node, inner)

    def do_YieldFrom(self, node):
        def inner():
            self.put('yield from ')
            if not node.value:
                raise ValueError("Node can't be used without a value attribute.")
            self.set_strength(_P_ATOM, node.value)
            self.emit(node.value)
        self.wrapped(_P_YIELD, node, inner)

    def do_List(self, node):
        self.put('[')
        self.joined(', ', node.elts)
        self.put(']')

    def do_Tuple(self, node):
        paren = not node.elts or self.strength_of(node) > _P_TUPLE
        self.put('(' if paren else '')
        self.listed(node.elts)
        self.put(')' if paren else '')

    def do_Set(self, node):
        if not node.elts:
            self.put('{*()}')
            return
        self.put('{')
        self.joined(', ', node.elts)
        self.put('}')

    def dict_entry(self, pair):
        key, value = pair
        if key is None:
            self.put('**')
            self.set_strength(_P_BOR, value)
        else:
            self.emit(key)
            self.put(': ')
        self.emit(value)

    def do_Dict(self, node):
        self.put('{')
        self.joined(', ', list(zip(node.keys, node.values)), self.dict_entry)
        self.put('}')

    def comprehension(self, open_, node, close, key=None):
        self.put(open_)
        if key is not None:
            self.emit(key)
            self.put(': ')
        self.emit(node.value if key is not None else node.elt)
        self.emit(node.generators)
        self.put(close)

    def do_ListComp(self, node):
        self.comprehension('[', node, ']')

    def do_SetComp(self, node):
        self.comprehension('{', node, '}')

    def do_GeneratorExp(self, node):
        self.comprehension('(', node, ')')

    def do_DictComp(self, node):
        self.comprehension('{', node, '}', node.key)

    def do_comprehension(self, node):
        self.put(' async for ' if node.is_async else ' for ')
        self.set_strength(_P_TUPLE, node.target)
        self.emit(node.target)
        self.put(' in ')
        self.set_strength(_P_TEST + 1, node.iter, *node.ifs)
        self.emit(node.iter)
        for cond in node.ifs:
            self.put(' if ')
            self.emit(cond)

    def do_IfExp(self, node):
        def inner():
            self.set_strength(_P_TEST + 1, node.body, node.test)
            self.emit(node.body)
            self.put(' if ')
            self.emit(node.test)
            self.put(' else ')
            self.set_strength(_P_TEST, node.orelse)
            self.emit(node.orelse)
        self.wrapped(_P_TEST, node, inner)

    def do_UnaryOp(self, node):
        sign, level = _UNARY[type(node.op).__name__]

        def inner():
            self.put(sign)
            self.set_strength(level, node.operand)
            self.emit(node.operand)
        self.wrapped(level, node, inner)

    def do_BinOp(self, node):
        sign, level = _BINARY[type(node.op).__name__]
        # ** groups to the right, every other operator to the left.
        left, right = (level + 1, level) if sign == '**' else (level, level + 1)

        def inner():
            self.set_strength(left, node.left)
            self.emit(node.left)
            self.put(' ', sign, ' ')
            self.set_strength(right, node.right)
            self.emit(node.right)
        self.wrapped(level, node, inner)

    def do_Compare(self, node):
        def inner():
            self.set_strength(_P_CMP + 1, node.left, *node.comparators)
            self.emit(node.left)
            for op, right in zip(node.ops, node.comparators):
                self.put(' ', _COMPARE[type(op).__name__], ' ')
                self.emit(right)
        self.wrapped(_P_CMP, node, inner)

    def do_BoolOp(self, node):
        word, level = (' and ', _P_AND) if isinstance(node.op, And) else (' or ', _P_OR)

        def inner():
            # Each operand binds one step tighter than the one before it.
            for i, value in enumerate(node.values):
                if i:
                    self.put(word)
                self.set_strength(level + 1 + i, value)
                self.emit(value)
        self.wrapped(level, node, inner)

    def do_Attribute(self, node):
        self.set_strength(_P_ATOM, node.value)
        self.emit(node.value)
        # 1.real would read as a float: 1 .real
        target = node.value
        if isinstance(target, Constant) and isinstance(target.value, int):
            self.put(' ')
        self.put('.', node.attr)

    def do_Call(self, node):
        self.set_strength(_P_ATOM, node.func)
        self.emit(node.func)
        self.put('(')
        self.joined(', ', node.args + node.keywords)
        self.put(')')

    def do_keyword(self, node):
        self.put('**' if node.arg is None else node.arg + '=')
        self.emit(node.value)

    def do_Subscript(self, node):
        self.set_strength(_P_ATOM, node.value)
        self.emit(node.value)
        self.put('[')
        index = node.slice
        if isinstance(index, Tuple) and index.elts:
            self.listed(index.elts)
        else:
            self.emit(index)
        self.put(']')

    def do_Starred(self, node):
        self.put('*')
        self.set_strength(_P_BOR, node.value)
        self.emit(node.value)

    def do_Slice(self, node):
        if node.lower:
            self.emit(node.lower)
        self.put(':')
        if node.upper:
            self.emit(node.upper)
        if node.step:
            self.put(':')
            self.emit(node.step)

    def do_Lambda(self, node):
        def inner():
            saved = self.out
            self.out = []
            self.emit(node.args)
            params = ''.join(self.out)
            self.out = saved
            self.put('lambda ' + params if params else 'lambda', ': ')
            self.set_strength(_P_TEST, node.body)
            self.emit(node.body)
        self.wrapped(_P_TEST, node, inner)

    def do_arg(self, node):
        self.put(node.arg)
        if node.annotation:
            self.put(': ')
            self.emit(node.annotation)

    def do_arguments(self, node):
        parts = []

        def part(fn):
            if parts:
                self.put(', ')
            parts.append(1)
            fn()

        positional = node.posonlyargs + node.args
        defaults = [None] * (len(positional) - len(node.defaults)) + list(node.defaults)
        for i, (a, d) in enumerate(zip(positional, defaults), 1):
            part(lambda: self.arg_with_default(a, d))
            if i == len(node.posonlyargs):
                self.put(', /')
        if node.kwonlyargs or node.vararg:
            part(lambda: self.star_arg('*', node.vararg))
        for a, d in zip(node.kwonlyargs, list(node.kw_defaults)):
            part(lambda: self.arg_with_default(a, d))
        if node.kwarg:
            part(lambda: self.star_arg('**', node.kwarg))

    def arg_with_default(self, a, default):
        self.emit(a)
        if default:
            self.put('=')
            self.emit(default)

    def star_arg(self, stars, a):
        self.put(stars)
        if a:
            self.emit(a)

    # -- f-strings
    def fstring_text(self, node):
        # The text between the quotes, before quotes are chosen.
        kind = type(node)
        if kind is JoinedStr or isinstance(node, JoinedStr):
            return ''.join(self.fstring_text(v) for v in node.values)
        if isinstance(node, Constant) and type(node.value) is str:
            return node.value.replace('{', '{{').replace('}', '}}')
        if isinstance(node, FormattedValue):
            return self.replacement_field(node)
        raise ValueError(f'Unexpected node inside JoinedStr, {node!r}')

    def replacement_field(self, node):
        inner = _SourceWriter(in_fstring=True)
        inner.set_strength(_P_TEST + 1, node.value)
        code = inner.render(node.value)
        if '\\' in code:
            raise ValueError('Unable to avoid backslash in f-string expression part')
        pieces = ['{', ' ' if code.startswith('{') else '', code]
        if node.conversion not in (-1, None):
            pieces.append('!' + chr(node.conversion))
        if node.format_spec is not None:
            pieces.append(':' + self.fstring_text(node.format_spec))
        pieces.append('}')
        return ''.join(pieces)

    def do_JoinedStr(self, node):
        self.put('f')
        if self.in_fstring:
            body, quotes = _quote_choice(self.fstring_text(node), _QUOTES_ANY)
            self.put(quotes[0], body, quotes[0])
            return
        # Literal parts may use escapes (\n); replacement fields may not.
        quotes = list(_QUOTES_ANY)
        bodies = []
        for part in node.values:
            text = self.fstring_text(part)
            body, quotes = _quote_choice(text, quotes, isinstance(part, Constant))
            bodies.append(body)
        self.put(quotes[0], ''.join(bodies), quotes[0])

    def do_FormattedValue(self, node):
        self.put(self.replacement_field(node))


def unparse(ast_obj):
    """Return Python source that parses to a tree like ast_obj."""
    return _SourceWriter().render(ast_obj)


def main(argv=None):
    """python -m ast [-m MODE] [--no-type-comments] [-a] [-i INDENT] [infile]:
    print the dump of a file's tree (stdin without infile)."""
    args = list(sys.argv[1:] if argv is None else argv)
    mode, comments, attrs, indent, infile = 'exec', True, False, 3, None
    while args:
        arg = args.pop(0)
        if arg in ('-m', '--mode'):
            mode = args.pop(0)
        elif arg == '--no-type-comments':
            comments = False
        elif arg in ('-a', '--include-attributes'):
            attrs = True
        elif arg in ('-i', '--indent'):
            indent = int(args.pop(0))
        else:
            infile = arg
    if infile is None or infile == '-':
        name, text = '<stdin>', sys.stdin.read()
    else:
        with open(infile, 'rb') as f:
            name, text = infile, f.read()
    tree = parse(text, name, mode, type_comments=comments)
    print(dump(tree, include_attributes=attrs, indent=indent))


if __name__ == '__main__':
    main()
