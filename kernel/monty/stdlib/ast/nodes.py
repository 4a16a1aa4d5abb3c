# The node classes of CPython 3.11's _ast, generated from it (fields,
# attributes, optional fields defaulting to None). AST's constructor takes
# the fields positionally and any field or attribute by keyword.

# The classes are ast's, as CPython names them (ast.Call).
__name__ = 'ast'

PyCF_ONLY_AST = 1024
PyCF_TYPE_COMMENTS = 4096
PyCF_ALLOW_TOP_LEVEL_AWAIT = 8192


class AST:
    _fields = ()
    _attributes = ()

    def __init__(self, *args, **kwargs):
        if len(args) > len(self._fields):
            raise TypeError("%s constructor takes at most %d positional argument%s"
                            % (type(self).__name__, len(self._fields),
                               "" if len(self._fields) == 1 else "s"))
        for name, value in zip(self._fields, args):
            setattr(self, name, value)
        for name, value in kwargs.items():
            setattr(self, name, value)

    def __reduce__(self):
        return type(self), (), dict(self.__dict__)



class mod(AST):
    _fields = ()
    _attributes = ()
    __match_args__ = ()


class Module(mod):
    _fields = ('body', 'type_ignores')
    __match_args__ = ('body', 'type_ignores')


class Interactive(mod):
    _fields = ('body',)
    __match_args__ = ('body',)


class Expression(mod):
    _fields = ('body',)
    __match_args__ = ('body',)


class FunctionType(mod):
    _fields = ('argtypes', 'returns')
    __match_args__ = ('argtypes', 'returns')


class stmt(AST):
    _fields = ()
    _attributes = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
    __match_args__ = ()
    end_lineno = None
    end_col_offset = None


class FunctionDef(stmt):
    _fields = ('name', 'args', 'body', 'decorator_list', 'returns', 'type_comment')
    __match_args__ = ('name', 'args', 'body', 'decorator_list', 'returns', 'type_comment')
    returns = None
    type_comment = None


class AsyncFunctionDef(stmt):
    _fields = ('name', 'args', 'body', 'decorator_list', 'returns', 'type_comment')
    __match_args__ = ('name', 'args', 'body', 'decorator_list', 'returns', 'type_comment')
    returns = None
    type_comment = None


class ClassDef(stmt):
    _fields = ('name', 'bases', 'keywords', 'body', 'decorator_list')
    __match_args__ = ('name', 'bases', 'keywords', 'body', 'decorator_list')


class Return(stmt):
    _fields = ('value',)
    __match_args__ = ('value',)
    value = None


class Delete(stmt):
    _fields = ('targets',)
    __match_args__ = ('targets',)


class Assign(stmt):
    _fields = ('targets', 'value', 'type_comment')
    __match_args__ = ('targets', 'value', 'type_comment')
    type_comment = None


class AugAssign(stmt):
    _fields = ('target', 'op', 'value')
    __match_args__ = ('target', 'op', 'value')


class AnnAssign(stmt):
    _fields = ('target', 'annotation', 'value', 'simple')
    __match_args__ = ('target', 'annotation', 'value', 'simple')
    value = None


class For(stmt):
    _fields = ('target', 'iter', 'body', 'orelse', 'type_comment')
    __match_args__ = ('target', 'iter', 'body', 'orelse', 'type_comment')
    type_comment = None


class AsyncFor(stmt):
    _fields = ('target', 'iter', 'body', 'orelse', 'type_comment')
    __match_args__ = ('target', 'iter', 'body', 'orelse', 'type_comment')
    type_comment = None


class While(stmt):
    _fields = ('test', 'body', 'orelse')
    __match_args__ = ('test', 'body', 'orelse')


class If(stmt):
    _fields = ('test', 'body', 'orelse')
    __match_args__ = ('test', 'body', 'orelse')


class With(stmt):
    _fields = ('items', 'body', 'type_comment')
    __match_args__ = ('items', 'body', 'type_comment')
    type_comment = None


class AsyncWith(stmt):
    _fields = ('items', 'body', 'type_comment')
    __match_args__ = ('items', 'body', 'type_comment')
    type_comment = None


class Match(stmt):
    _fields = ('subject', 'cases')
    __match_args__ = ('subject', 'cases')


class Raise(stmt):
    _fields = ('exc', 'cause')
    __match_args__ = ('exc', 'cause')
    exc = None
    cause = None


class Try(stmt):
    _fields = ('body', 'handlers', 'orelse', 'finalbody')
    __match_args__ = ('body', 'handlers', 'orelse', 'finalbody')


class TryStar(stmt):
    _fields = ('body', 'handlers', 'orelse', 'finalbody')
    __match_args__ = ('body', 'handlers', 'orelse', 'finalbody')


class Assert(stmt):
    _fields = ('test', 'msg')
    __match_args__ = ('test', 'msg')
    msg = None


class Import(stmt):
    _fields = ('names',)
    __match_args__ = ('names',)


class ImportFrom(stmt):
    _fields = ('module', 'names', 'level')
    __match_args__ = ('module', 'names', 'level')
    module = None
    level = None


class Global(stmt):
    _fields = ('names',)
    __match_args__ = ('names',)


class Nonlocal(stmt):
    _fields = ('names',)
    __match_args__ = ('names',)


class Expr(stmt):
    _fields = ('value',)
    __match_args__ = ('value',)


class Pass(stmt):
    _fields = ()
    __match_args__ = ()


class Break(stmt):
    _fields = ()
    __match_args__ = ()


class Continue(stmt):
    _fields = ()
    __match_args__ = ()


class expr(AST):
    _fields = ()
    _attributes = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
    __match_args__ = ()
    end_lineno = None
    end_col_offset = None


class BoolOp(expr):
    _fields = ('op', 'values')
    __match_args__ = ('op', 'values')


class NamedExpr(expr):
    _fields = ('target', 'value')
    __match_args__ = ('target', 'value')


class BinOp(expr):
    _fields = ('left', 'op', 'right')
    __match_args__ = ('left', 'op', 'right')


class UnaryOp(expr):
    _fields = ('op', 'operand')
    __match_args__ = ('op', 'operand')


class Lambda(expr):
    _fields = ('args', 'body')
    __match_args__ = ('args', 'body')


class IfExp(expr):
    _fields = ('test', 'body', 'orelse')
    __match_args__ = ('test', 'body', 'orelse')


class Dict(expr):
    _fields = ('keys', 'values')
    __match_args__ = ('keys', 'values')


class Set(expr):
    _fields = ('elts',)
    __match_args__ = ('elts',)


class ListComp(expr):
    _fields = ('elt', 'generators')
    __match_args__ = ('elt', 'generators')


class SetComp(expr):
    _fields = ('elt', 'generators')
    __match_args__ = ('elt', 'generators')


class DictComp(expr):
    _fields = ('key', 'value', 'generators')
    __match_args__ = ('key', 'value', 'generators')


class GeneratorExp(expr):
    _fields = ('elt', 'generators')
    __match_args__ = ('elt', 'generators')


class Await(expr):
    _fields = ('value',)
    __match_args__ = ('value',)


class Yield(expr):
    _fields = ('value',)
    __match_args__ = ('value',)
    value = None


class YieldFrom(expr):
    _fields = ('value',)
    __match_args__ = ('value',)


class Compare(expr):
    _fields = ('left', 'ops', 'comparators')
    __match_args__ = ('left', 'ops', 'comparators')


class Call(expr):
    _fields = ('func', 'args', 'keywords')
    __match_args__ = ('func', 'args', 'keywords')


class FormattedValue(expr):
    _fields = ('value', 'conversion', 'format_spec')
    __match_args__ = ('value', 'conversion', 'format_spec')
    format_spec = None


class JoinedStr(expr):
    _fields = ('values',)
    __match_args__ = ('values',)


class Constant(expr):
    _fields = ('value', 'kind')
    __match_args__ = ('value', 'kind')
    kind = None


class Attribute(expr):
    _fields = ('value', 'attr', 'ctx')
    __match_args__ = ('value', 'attr', 'ctx')


class Subscript(expr):
    _fields = ('value', 'slice', 'ctx')
    __match_args__ = ('value', 'slice', 'ctx')


class Starred(expr):
    _fields = ('value', 'ctx')
    __match_args__ = ('value', 'ctx')


class Name(expr):
    _fields = ('id', 'ctx')
    __match_args__ = ('id', 'ctx')


class List(expr):
    _fields = ('elts', 'ctx')
    __match_args__ = ('elts', 'ctx')


class Tuple(expr):
    _fields = ('elts', 'ctx')
    __match_args__ = ('elts', 'ctx')


class Slice(expr):
    _fields = ('lower', 'upper', 'step')
    __match_args__ = ('lower', 'upper', 'step')
    lower = None
    upper = None
    step = None


class expr_context(AST):
    _fields = ()
    _attributes = ()
    __match_args__ = ()


class Load(expr_context):
    _fields = ()
    __match_args__ = ()


class Store(expr_context):
    _fields = ()
    __match_args__ = ()


class Del(expr_context):
    _fields = ()
    __match_args__ = ()


class boolop(AST):
    _fields = ()
    _attributes = ()
    __match_args__ = ()


class And(boolop):
    _fields = ()
    __match_args__ = ()


class Or(boolop):
    _fields = ()
    __match_args__ = ()


class operator(AST):
    _fields = ()
    _attributes = ()
    __match_args__ = ()


class Add(operator):
    _fields = ()
    __match_args__ = ()


class Sub(operator):
    _fields = ()
    __match_args__ = ()


class Mult(operator):
    _fields = ()
    __match_args__ = ()


class MatMult(operator):
    _fields = ()
    __match_args__ = ()


class Div(operator):
    _fields = ()
    __match_args__ = ()


class Mod(operator):
    _fields = ()
    __match_args__ = ()


class Pow(operator):
    _fields = ()
    __match_args__ = ()


class LShift(operator):
    _fields = ()
    __match_args__ = ()


class RShift(operator):
    _fields = ()
    __match_args__ = ()


class BitOr(operator):
    _fields = ()
    __match_args__ = ()


class BitXor(operator):
    _fields = ()
    __match_args__ = ()


class BitAnd(operator):
    _fields = ()
    __match_args__ = ()


class FloorDiv(operator):
    _fields = ()
    __match_args__ = ()


class unaryop(AST):
    _fields = ()
    _attributes = ()
    __match_args__ = ()


class Invert(unaryop):
    _fields = ()
    __match_args__ = ()


class Not(unaryop):
    _fields = ()
    __match_args__ = ()


class UAdd(unaryop):
    _fields = ()
    __match_args__ = ()


class USub(unaryop):
    _fields = ()
    __match_args__ = ()


class cmpop(AST):
    _fields = ()
    _attributes = ()
    __match_args__ = ()


class Eq(cmpop):
    _fields = ()
    __match_args__ = ()


class NotEq(cmpop):
    _fields = ()
    __match_args__ = ()


class Lt(cmpop):
    _fields = ()
    __match_args__ = ()


class LtE(cmpop):
    _fields = ()
    __match_args__ = ()


class Gt(cmpop):
    _fields = ()
    __match_args__ = ()


class GtE(cmpop):
    _fields = ()
    __match_args__ = ()


class Is(cmpop):
    _fields = ()
    __match_args__ = ()


class IsNot(cmpop):
    _fields = ()
    __match_args__ = ()


class In(cmpop):
    _fields = ()
    __match_args__ = ()


class NotIn(cmpop):
    _fields = ()
    __match_args__ = ()


class comprehension(AST):
    _fields = ('target', 'iter', 'ifs', 'is_async')
    _attributes = ()
    __match_args__ = ('target', 'iter', 'ifs', 'is_async')


class excepthandler(AST):
    _fields = ()
    _attributes = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
    __match_args__ = ()
    end_lineno = None
    end_col_offset = None


class ExceptHandler(excepthandler):
    _fields = ('type', 'name', 'body')
    __match_args__ = ('type', 'name', 'body')
    type = None
    name = None


class arguments(AST):
    _fields = ('posonlyargs', 'args', 'vararg', 'kwonlyargs', 'kw_defaults', 'kwarg', 'defaults')
    _attributes = ()
    __match_args__ = ('posonlyargs', 'args', 'vararg', 'kwonlyargs', 'kw_defaults', 'kwarg', 'defaults')
    vararg = None
    kwarg = None


class arg(AST):
    _fields = ('arg', 'annotation', 'type_comment')
    _attributes = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
    __match_args__ = ('arg', 'annotation', 'type_comment')
    annotation = None
    type_comment = None
    end_lineno = None
    end_col_offset = None


class keyword(AST):
    _fields = ('arg', 'value')
    _attributes = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
    __match_args__ = ('arg', 'value')
    arg = None
    end_lineno = None
    end_col_offset = None


class alias(AST):
    _fields = ('name', 'asname')
    _attributes = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
    __match_args__ = ('name', 'asname')
    asname = None
    end_lineno = None
    end_col_offset = None


class withitem(AST):
    _fields = ('context_expr', 'optional_vars')
    _attributes = ()
    __match_args__ = ('context_expr', 'optional_vars')
    optional_vars = None


class match_case(AST):
    _fields = ('pattern', 'guard', 'body')
    _attributes = ()
    __match_args__ = ('pattern', 'guard', 'body')
    guard = None


class pattern(AST):
    _fields = ()
    _attributes = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
    __match_args__ = ()


class MatchValue(pattern):
    _fields = ('value',)
    __match_args__ = ('value',)


class MatchSingleton(pattern):
    _fields = ('value',)
    __match_args__ = ('value',)


class MatchSequence(pattern):
    _fields = ('patterns',)
    __match_args__ = ('patterns',)


class MatchMapping(pattern):
    _fields = ('keys', 'patterns', 'rest')
    __match_args__ = ('keys', 'patterns', 'rest')
    rest = None


class MatchClass(pattern):
    _fields = ('cls', 'patterns', 'kwd_attrs', 'kwd_patterns')
    __match_args__ = ('cls', 'patterns', 'kwd_attrs', 'kwd_patterns')


class MatchStar(pattern):
    _fields = ('name',)
    __match_args__ = ('name',)
    name = None


class MatchAs(pattern):
    _fields = ('pattern', 'name')
    __match_args__ = ('pattern', 'name')
    pattern = None
    name = None


class MatchOr(pattern):
    _fields = ('patterns',)
    __match_args__ = ('patterns',)


class type_ignore(AST):
    _fields = ()
    _attributes = ()
    __match_args__ = ()


class TypeIgnore(type_ignore):
    _fields = ('lineno', 'tag')
    __match_args__ = ('lineno', 'tag')


__name__ = '_ast'
