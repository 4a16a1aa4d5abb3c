# TypeVar, ParamSpec, TypeVarTuple: reprs, attributes, errors, variance,
# equality by identity, | unions, use as dict keys, copy and pickling names.
import copy
from typing import TypeVar, ParamSpec, TypeVarTuple, ParamSpecArgs, ParamSpecKwargs, List, Union, AnyStr, Generic


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


T = TypeVar('T')
B = TypeVar('B', bound='Fwd')
C = TypeVar('C', int, 'str')
print(T, T.__name__, T.__bound__, T.__constraints__, T.__covariant__, T.__contravariant__)
print(B.__bound__, C.__constraints__, TypeVar('N', bound=None).__bound__, TypeVar('L', bound=List[int]).__bound__)
print(attempt(lambda: TypeVar('X', int)), attempt(lambda: TypeVar('X', int, str, bound=int)))
print(attempt(lambda: TypeVar('X', covariant=True, contravariant=True)), attempt(lambda: TypeVar('X', bound=(1, 2))))
print(TypeVar('T') == TypeVar('T'), T == T, len({T, T, TypeVar('T')}), copy.copy(T) is T, copy.deepcopy(T) is T)
print(T | int, int | T, T | None, Union[T, int] == (T | int))
print(AnyStr, AnyStr.__constraints__, AnyStr.__module__, T.__module__)
print(T.__reduce__(), attempt(lambda: type('Sub', (TypeVar,), {})))
P = ParamSpec('P')
Q = ParamSpec('Q', bound=int, covariant=True)
print(P, Q, P.__name__, P.__bound__, Q.__bound__, P.__covariant__, Q.__covariant__, P.__contravariant__)
print(P.args, P.kwargs, type(P.args).__name__, P.args.__origin__ is P, P.args == P.args, P.args == Q.args, P.kwargs == P.kwargs)
print(isinstance(P.args, ParamSpecArgs), isinstance(P.kwargs, ParamSpecKwargs), attempt(lambda: hash(P.args)))
print(P | int, attempt(lambda: ParamSpec('Z', covariant=True, contravariant=True)), ParamSpec('X', contravariant=True))
Ts = TypeVarTuple('Ts')
print(Ts, Ts.__name__, [x for x in Ts], Ts == Ts, TypeVarTuple('Ts') == Ts)


class Box(Generic[T]):
    pass


print(Box[P] if False else '', Box.__parameters__, List[T].__parameters__, Union[T, P.args].__args__ if False else '')
print(TypeVar('T', covariant=True), TypeVar('T', contravariant=True), TypeVar('T', covariant=False))
