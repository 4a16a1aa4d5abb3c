# Parameter and Signature objects built by hand: validation errors,
# replace, equality, hashing, kinds and their names, str forms.
from inspect import Parameter, Signature, signature
import inspect

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

P = Parameter
kinds = [P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD, P.VAR_POSITIONAL, P.KEYWORD_ONLY, P.VAR_KEYWORD]
for kd in kinds:
    print(repr(kd), str(kd), int(kd), kd.name, kd.value, kd.description, kd == int(kd), f'{kd}', type(kd).__name__)
print(P.POSITIONAL_ONLY < P.KEYWORD_ONLY, max(kinds), sorted(kinds, reverse=True)[0], P.KEYWORD_ONLY == 3)
for args, kwargs in [(('a', 0), {}), (('a', 9), {}), (('1a', 0), {}), (('def', 3), {}), (('def', 0), {}),
                     (('a', 2), {'default': 1}), (('a', 4), {'default': 1}), ((1, 0), {}), (('a', 'x'), {}),
                     (('a', P.KEYWORD_ONLY), {'default': None, 'annotation': int}), (('.0', 1), {}),
                     (('.0', 3), {}), (('', 1), {}), (('a b', 1), {}), ((P.empty, 1), {})]:
    print(args, kwargs, attempt(lambda: P(*args, **kwargs)))
p = P('x', P.POSITIONAL_OR_KEYWORD, default=3, annotation=int)
print(p, repr(p), p.name, p.kind, p.default, p.annotation, p.empty is inspect._empty)
print(p.replace(name='y'), p.replace(kind=P.KEYWORD_ONLY), p.replace(default=P.empty), p.replace(annotation=P.empty), p.replace())
print(p == p.replace(), p == p.replace(default=4), p != 3, hash(p) == hash(p.replace()), len({p, p.replace(), p.replace(name='z')}))
print(attempt(lambda: p.replace(kind=P.VAR_POSITIONAL)), attempt(lambda: setattr(p, 'name', 'q')))
a = P('a', P.POSITIONAL_ONLY)
b = P('b', P.POSITIONAL_OR_KEYWORD, default=1)
c = P('c', P.VAR_POSITIONAL)
d = P('d', P.KEYWORD_ONLY)
e = P('e', P.VAR_KEYWORD)
print(Signature([a, b, c, d, e]), Signature([a]), Signature([d]), Signature([a, d]), Signature([c, e]), Signature([e]))
print(Signature(), Signature([]), Signature(return_annotation='x'), Signature([a], return_annotation=list))
for params in [[b, a], [a, a], [d, b], [e, d], [b, P('z', P.POSITIONAL_OR_KEYWORD)], [P('z', 0, default=1), P('y', 1)]]:
    print(attempt(lambda: Signature(params)))
s = Signature([a, b, d])
print(s == Signature([a, b, d]), s == Signature([a, b]), s == Signature([a, b, d], return_annotation=int), hash(s) == hash(Signature([a, b, d])))
print(Signature([P('k1', 3), P('k2', 3)]) == Signature([P('k2', 3), P('k1', 3)]), s != 1)
print(s.replace(return_annotation=int), s.replace(parameters=[d]), s.replace(), s.parameters['b'], list(s.parameters.keys()))
print(type(s.parameters).__name__, 'a' in s.parameters, len(s.parameters))
print(Signature.empty, Parameter.empty, inspect.Signature([P('self', 0)], return_annotation=None))
print(Signature([P('x', 1, annotation='str'), P('y', 1, annotation=list[int], default=[1])], return_annotation='int'))
