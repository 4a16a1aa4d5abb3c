"""The @dataclass decorator: __init__, __repr__, comparisons, __hash__
and more, generated from a class's annotated fields."""

import sys
import types
import keyword

__all__ = """dataclass field Field FrozenInstanceError InitVar KW_ONLY MISSING
    fields asdict astuple make_dataclass replace is_dataclass""".split()


class FrozenInstanceError(AttributeError):
    """Raised when a field of a frozen dataclass instance is assigned or deleted."""


class _MISSING_TYPE:
    pass


class _KW_ONLY_TYPE:
    pass


class _FactoryMarker:
    __repr__ = lambda self: '<factory>'


MISSING = _MISSING_TYPE()
KW_ONLY = _KW_ONLY_TYPE()
# The default an __init__ parameter gets when its field has a factory.
_HAS_FACTORY = _FactoryMarker()


class _FieldKind(str):
    # Plain field, class variable or init-only variable; shown bare.
    __slots__ = ()
    __repr__ = str.__str__


_FIELD = _FieldKind('_FIELD')
_FIELD_CLASSVAR = _FieldKind('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FieldKind('_FIELD_INITVAR')

_FIELDS_ATTR = '__dataclass_fields__'
_PARAMS_ATTR = '__dataclass_params__'
_POST_INIT = '__post_init__'


class InitVar:
    """InitVar[T] marks a field passed to __init__ and __post_init__ only."""

    __slots__ = ('type',)

    def __init__(self, kind):
        self.type = kind

    def __repr__(self):
        kind = self.type
        return 'dataclasses.InitVar[%s]' % (kind.__name__ if isinstance(kind, type) else repr(kind))

    def __class_getitem__(cls, kind):
        return cls(kind)


class Field:
    """What field() returns and fields() lists: one field's settings."""

    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init',
                 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = self.type = self._field_type = None
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.hash, self.compare = init, repr, hash, compare
        self.metadata = types.MappingProxyType({} if metadata is None else metadata)
        self.kw_only = kw_only

    def __repr__(self):
        parts = ['%s=%r' % (name, getattr(self, name)) for name in (
            'name', 'type', 'default', 'default_factory', 'init', 'repr', 'hash', 'compare',
            'metadata', 'kw_only')]
        return 'Field(' + ','.join(parts) + ',_field_type=%s)' % (self._field_type,)

    def __set_name__(self, owner, attr):
        # A default that is itself a descriptor gets told its name too.
        hook = getattr(type(self.default), '__set_name__', None)
        if hook is not None:
            hook(self.default, owner, attr)

    __class_getitem__ = classmethod(types.GenericAlias)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, *flags):
        for name, value in zip(self.__slots__, flags):
            setattr(self, name, value)

    def __repr__(self):
        return '_DataclassParams(' + ','.join(
            '%s=%r' % (name, getattr(self, name)) for name in self.__slots__) + ')'


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Describe a field: its default or default_factory (not both) and
    whether it takes part in __init__, __repr__, comparisons and __hash__."""
    if MISSING is not default and MISSING is not default_factory:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def fields(class_or_instance):
    """The Fields of a dataclass or instance (not ClassVars nor InitVars)."""
    table = getattr(class_or_instance, _FIELDS_ATTR, None)
    if table is None:
        raise TypeError('must be called with a dataclass type or instance')
    return tuple(fld for fld in table.values() if fld._field_type is _FIELD)


def _is_instance(obj):
    return hasattr(type(obj), _FIELDS_ATTR)


def is_dataclass(obj):
    """Whether obj is a dataclass or an instance of one."""
    kind = obj if isinstance(obj, type) else type(obj)
    return hasattr(kind, _FIELDS_ATTR)


# ---------------------------------------------------------------- field discovery

def _names_in(cls, text, module_name, obj_name, obj):
    # Whether the string annotation text names obj (ClassVar or InitVar),
    # as 'Name[...]' or 'mod.Name[...]' seen from cls's module.
    head = text.strip().split('[', 1)[0].strip()
    prefix, _, last = head.rpartition('.')
    if last != obj_name:
        return False
    home = sys.modules.get(cls.__module__)
    space = vars(home) if home is not None else {}
    if not prefix:
        return space.get(obj_name) is obj
    return getattr(space.get(prefix), obj_name, None) is obj


def _is_classvar(cls, annotation):
    tp = sys.modules.get('typing')
    if tp is None:
        return False
    if isinstance(annotation, str):
        return _names_in(cls, annotation, 'typing', 'ClassVar', tp.ClassVar)
    return tp.ClassVar in (annotation, getattr(annotation, '__origin__', None))


def _is_initvar(cls, annotation):
    if isinstance(annotation, str):
        return _names_in(cls, annotation, 'dataclasses', 'InitVar', InitVar)
    return annotation is InitVar or type(annotation) is InitVar


def _is_kw_only_marker(cls, annotation):
    if isinstance(annotation, str):
        return _names_in(cls, annotation, 'dataclasses', 'KW_ONLY', KW_ONLY)
    return annotation is KW_ONLY


def _make_field(cls, name, annotation, kw_only):
    found = getattr(cls, name, MISSING)
    if isinstance(found, types.MemberDescriptorType):
        # A slot of the class, not a default.
        found = MISSING
    fld = found if isinstance(found, Field) else field(default=found)
    fld.name, fld.type, fld._field_type = name, annotation, _FIELD
    if _is_classvar(cls, annotation):
        fld._field_type = _FIELD_CLASSVAR
    elif _is_initvar(cls, annotation):
        fld._field_type = _FIELD_INITVAR
    if fld._field_type is not _FIELD and fld.default_factory is not MISSING:
        raise TypeError('field %s cannot have a default factory' % name)
    if fld._field_type is _FIELD_CLASSVAR:
        if fld.kw_only is not MISSING:
            raise TypeError('field %s is a ClassVar but specifies kw_only' % name)
    elif fld.kw_only is MISSING:
        fld.kw_only = kw_only
    if fld._field_type is _FIELD and type(fld.default).__hash__ is None:
        raise ValueError('mutable default %s for field %s is not allowed: use default_factory'
                         % (type(fld.default), name))
    return fld


# ---------------------------------------------------------------- generated methods

def _compile(name, params, body, scope, qualname):
    # Build one method from its parameter list and body lines. The names
    # in scope reach it as closure variables of a maker function, which
    # are faster to read than globals.
    lines = ['def __dataclass_maker__(%s):' % ', '.join(scope),
             '    def %s(%s):' % (name, params)]
    lines += ['        ' + line for line in body or ['pass']]
    lines.append('    return ' + name)
    ns = {}
    exec('\n'.join(lines) + '\n', {}, ns)
    fn = ns['__dataclass_maker__'](**scope)
    fn.__qualname__ = qualname + '.' + name
    return fn


def _init_method(cls, init_fields, std, kw, frozen, has_post_init, self_name, slots):
    scope = {'__dataclass_builtins_object__': object, '_HAS_FACTORY': _HAS_FACTORY,
             '__dataclass_type__': cls, 'MISSING': MISSING}
    seen_default = False
    for fld in std:
        if fld.init:
            if fld.default is MISSING and fld.default_factory is MISSING:
                if seen_default:
                    raise TypeError('non-default argument %r follows default argument' % fld.name)
            else:
                seen_default = True

    def param(fld):
        scope['__dataclass_type_%s__' % fld.name] = fld.type
        text = '%s:__dataclass_type_%s__' % (fld.name, fld.name)
        if fld.default_factory is not MISSING:
            return text + '=_HAS_FACTORY'
        if fld.default is not MISSING:
            scope['__dataclass_dflt_%s__' % fld.name] = fld.default
            return text + '=__dataclass_dflt_%s__' % fld.name
        return text

    def store(name, value):
        if frozen:
            return '__dataclass_builtins_object__.__setattr__(%s,%r,%s)' % (self_name, name, value)
        return '%s.%s=%s' % (self_name, name, value)

    body = []
    for fld in init_fields:
        if fld._field_type is not _FIELD:
            continue
        factory = '__dataclass_dflt_%s__' % fld.name
        if fld.default_factory is not MISSING:
            scope[factory] = fld.default_factory
            if fld.init:
                value = '%s() if %s is _HAS_FACTORY else %s' % (factory, fld.name, fld.name)
            else:
                value = factory + '()'
        elif fld.init:
            value = fld.name
        elif slots and fld.default is not MISSING:
            # Without slots, the class attribute holding the default serves.
            scope[factory] = fld.default
            value = factory
        else:
            continue
        body.append(store(fld.name, value))
    if has_post_init:
        extras = ','.join(fld.name for fld in init_fields if fld._field_type is _FIELD_INITVAR)
        body.append('%s.%s(%s)' % (self_name, _POST_INIT, extras))
    params = [self_name] + [param(fld) for fld in std if fld.init]
    keyword_only = [param(fld) for fld in kw if fld.init]
    if keyword_only:
        params += ['*'] + keyword_only
    fn = _compile('__init__', ','.join(params), body, scope, cls.__qualname__)
    notes = {fld.name: fld.type for fld in std + kw if fld.init}
    notes['return'] = None
    fn.__annotations__ = notes
    return fn


_repr_busy = set()


def _repr_method(cls, flds):
    # Compiled, as __init__ is: a guard against cycles, then one f-string.
    shown = ', '.join('%s={self.%s!r}' % (fld.name, fld.name) for fld in flds)
    body = ['mark = id(self)',
            'if mark in _busy:',
            "    return '...'",
            '_busy.add(mark)',
            'try:',
            '    return f"{type(self).__qualname__}(%s)"' % shown,
            'finally:',
            '    _busy.discard(mark)']
    fn = _compile('__repr__', 'self', body, {'_busy': _repr_busy}, cls.__qualname__)
    fn.__dataclass_repr__ = True  # how pprint knows the repr is the generated one
    return fn


def _tuple_of(names, who):
    inner = ''.join('%s.%s,' % (who, n) for n in names)
    return '(' + inner + ')'


def _compare_method(cls, name, op, names):
    body = ['if other.__class__ is self.__class__:',
            '    return %s%s%s' % (_tuple_of(names, 'self'), op, _tuple_of(names, 'other')),
            'return NotImplemented']
    return _compile(name, 'self, other', body, {}, cls.__qualname__)


def _hash_method(cls, names):
    return _compile('__hash__', 'self', ['return hash(%s)' % _tuple_of(names, 'self')], {},
                    cls.__qualname__)


def _frozen_methods(cls, names):
    guarded = frozenset(names)

    def __setattr__(self, name, value):
        if type(self) is cls or name in guarded:
            raise FrozenInstanceError('cannot assign to field %r' % (name,))
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in guarded:
            raise FrozenInstanceError('cannot delete field %r' % (name,))
        super(cls, self).__delattr__(name)

    for fn in (__setattr__, __delattr__):
        fn.__qualname__ = cls.__qualname__ + '.' + fn.__name__
    return __setattr__, __delattr__


def _set_once(cls, name, value):
    # Add value unless the class defines name itself; True if it did.
    if name in vars(cls):
        return True
    setattr(cls, name, value)
    return False


# What to do with __hash__, by (unsafe_hash, eq, frozen, class defines
# __hash__): add one from the fields, set it to None, refuse, or leave it.
def _hash_rule(unsafe_hash, eq, frozen, explicit):
    if unsafe_hash:
        return 'refuse' if explicit else 'add'
    if explicit or not eq:
        return None
    return 'add' if frozen else 'none'


# ---------------------------------------------------------------- signatures for __doc__

def _annotation_text(note):
    if isinstance(note, str):
        return repr(note)
    if getattr(note, '__module__', None) == 'typing':
        return repr(note).replace('typing.', '')
    if isinstance(note, types.GenericAlias):
        return str(note)
    if isinstance(note, type):
        if note.__module__ == 'builtins':
            return note.__qualname__
        return note.__module__ + '.' + note.__qualname__
    return repr(note)


def _signature_text(std, kw):
    def one(fld):
        text = '%s: %s' % (fld.name, _annotation_text(fld.type))
        if fld.default_factory is not MISSING:
            return text + ' = <factory>'
        if fld.default is not MISSING:
            return text + ' = ' + repr(fld.default)
        return text
    parts = [one(fld) for fld in std if fld.init]
    named = [one(fld) for fld in kw if fld.init]
    if named:
        parts += ['*'] + named
    return '(' + ', '.join(parts) + ')'


def _other_signature(cls):
    # The class has an __init__ we did not write: ask inspect (rare).
    if cls.__init__ is object.__init__ and cls.__new__ is object.__new__:
        return '()'
    try:
        import inspect
        return str(inspect.signature(cls)).replace(' -> None', '')
    except (TypeError, ValueError):
        return ''


# ---------------------------------------------------------------- the decorator

def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                   slots, weakref_slot):
    all_fields = {}
    setattr(cls, _PARAMS_ATTR, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))
    frozen_base = any_base = False
    for base in cls.__mro__[-1:0:-1]:
        inherited = getattr(base, _FIELDS_ATTR, None)
        if inherited is not None:
            any_base = True
            all_fields.update((fld.name, fld) for fld in inherited.values())
            if getattr(base, _PARAMS_ATTR).frozen:
                frozen_base = True

    notes = cls.__dict__.get('__annotations__', {})
    own = []
    marker_seen = False
    for name, note in notes.items():
        if _is_kw_only_marker(cls, note):
            if marker_seen:
                raise TypeError('%r is KW_ONLY, but KW_ONLY has already been specified' % name)
            marker_seen = kw_only = True
            continue
        own.append(_make_field(cls, name, note, kw_only))
    for fld in own:
        all_fields[fld.name] = fld
        # The class attribute was the Field: it becomes the plain default.
        if isinstance(getattr(cls, fld.name, None), Field):
            if fld.default is not MISSING:
                setattr(cls, fld.name, fld.default)
            else:
                delattr(cls, fld.name)
    for name, value in list(vars(cls).items()):
        if isinstance(value, Field) and name not in notes:
            raise TypeError('%r is a field but has no type annotation' % name)
    if any_base:
        if frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if frozen and not frozen_base:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    setattr(cls, _FIELDS_ATTR, all_fields)

    own_hash = cls.__dict__.get('__hash__', MISSING)
    explicit_hash = not (own_hash is MISSING or (own_hash is None and '__eq__' in cls.__dict__))
    if not eq and order:
        raise ValueError('eq must be true if order is true')

    init_fields = [fld for fld in all_fields.values() if fld._field_type in (_FIELD, _FIELD_INITVAR)]
    std = [fld for fld in init_fields if fld.init and not fld.kw_only]
    kw = [fld for fld in init_fields if fld.init and fld.kw_only]
    made_init = False
    if init:
        self_name = '__dataclass_self__' if 'self' in all_fields else 'self'
        made_init = not _set_once(cls, '__init__', _init_method(
            cls, init_fields, std, kw, frozen, hasattr(cls, _POST_INIT), self_name, slots))
    plain = [fld for fld in all_fields.values() if fld._field_type is _FIELD]
    if repr:
        _set_once(cls, '__repr__', _repr_method(cls, [fld for fld in plain if fld.repr]))
    compared = [fld.name for fld in plain if fld.compare]
    if eq:
        _set_once(cls, '__eq__', _compare_method(cls, '__eq__', '==', compared))
    if order:
        for name, op in (('__lt__', '<'), ('__le__', '<='), ('__gt__', '>'), ('__ge__', '>=')):
            if _set_once(cls, name, _compare_method(cls, name, op, compared)):
                raise TypeError('Cannot overwrite attribute %s in class %s. Consider using '
                                'functools.total_ordering' % (name, cls.__name__))
    if frozen:
        for fn in _frozen_methods(cls, [fld.name for fld in plain]):
            if _set_once(cls, fn.__name__, fn):
                raise TypeError('Cannot overwrite attribute %s in class %s' % (fn.__name__, cls.__name__))
    rule = _hash_rule(bool(unsafe_hash), bool(eq), bool(frozen), explicit_hash)
    if rule == 'refuse':
        raise TypeError('Cannot overwrite attribute __hash__ in class %s' % cls.__name__)
    if rule == 'none':
        cls.__hash__ = None
    elif rule == 'add':
        hashed = [fld.name for fld in plain if (fld.compare if fld.hash is None else fld.hash)]
        cls.__hash__ = _hash_method(cls, hashed)
    if not cls.__doc__:
        cls.__doc__ = cls.__name__ + (_signature_text(std, kw) if made_init else _other_signature(cls))
    if match_args:
        _set_once(cls, '__match_args__', tuple(fld.name for fld in std))
    if not slots and weakref_slot:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _with_slots(cls, frozen, weakref_slot)
    from abc import update_abstractmethods
    return update_abstractmethods(cls)


def _slots_of(cls):
    found = cls.__dict__.get('__slots__')
    if found is None:
        return ()
    return (found,) if isinstance(found, str) else tuple(found)


def _field_names(obj):
    return [fld.name for fld in fields(obj)]


def _frozen_getstate(self):
    return [getattr(self, name) for name in _field_names(self)]


def _frozen_setstate(self, state):
    for name, value in zip(_field_names(self), state):
        object.__setattr__(self, name, value)


def _with_slots(cls, frozen, weakref_slot):
    # __slots__ must exist when a class is made: make the class again.
    if '__slots__' in vars(cls):
        raise TypeError('%s already specifies __slots__' % cls.__name__)
    body = dict(cls.__dict__)
    names = [fld.name for fld in fields(cls)]
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(_slots_of(base))
    wanted = names + (['__weakref__'] if weakref_slot else [])
    body['__slots__'] = tuple(n for n in wanted if n not in inherited)
    for name in names + ['__dict__', '__weakref__']:
        body.pop(name, None)
    remade = type(cls)(cls.__name__, cls.__bases__, body)
    remade.__qualname__ = cls.__qualname__
    if frozen:
        if '__getstate__' not in body:
            remade.__getstate__ = _frozen_getstate
        if '__setstate__' not in body:
            remade.__setstate__ = _frozen_setstate
    return remade


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Add __init__, __repr__, __eq__ (and, as asked, ordering, __hash__,
    frozenness, slots, __match_args__) to a class from its annotated fields."""
    def wrap(klass):
        return _process_class(klass, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots, weakref_slot)
    return wrap if cls is None else wrap(cls)


# ---------------------------------------------------------------- conversions

# Values deepcopy would hand back as they are.
_ATOMIC = frozenset({int, float, str, bool, bytes, complex, type(None)})


def _convert(obj, make, kind):
    # asdict/astuple's recursion: dataclasses through make, containers
    # rebuilt, anything else deep-copied.
    if type(obj) in _ATOMIC:
        return obj
    if _is_instance(obj):
        # Called once per record: walk the fields table directly and
        # keep atomic values without a call.
        parts = []
        for fld in getattr(obj, _FIELDS_ATTR).values():
            if fld._field_type is not _FIELD:
                continue
            item = getattr(obj, fld.name)
            if type(item) not in _ATOMIC:
                item = _convert(item, make, kind)
            parts.append((fld.name, item) if kind == 'dict' else item)
        return make(parts)
    if type(obj) is list:
        return [_convert(v, make, kind) for v in obj]
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_convert(v, make, kind) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_convert(v, make, kind) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_convert(k, make, kind), _convert(v, make, kind)) for k, v in obj.items())
    return _deepcopy()(obj)


def _deepcopy():
    # copy.deepcopy, imported on first use (import dataclasses stays small).
    global _deepcopy_fn
    if _deepcopy_fn is None:
        from copy import deepcopy as _deepcopy_fn
    return _deepcopy_fn


_deepcopy_fn = None


def asdict(obj, *, dict_factory=dict):
    """The fields of a dataclass instance as a dict, recursing into
    dataclasses, lists, tuples and dicts (other values are deep-copied)."""
    if not _is_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _convert(obj, dict_factory, 'dict')


def astuple(obj, *, tuple_factory=tuple):
    """The fields of a dataclass instance as a tuple, recursing as asdict does."""
    if not _is_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _convert(obj, tuple_factory, 'tuple')


def replace(obj, /, **changes):
    """A new instance of obj's class, with the fields in changes replaced."""
    if not _is_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    table = getattr(obj, _FIELDS_ATTR)
    for fld in table.values():
        name, kind = fld.name, fld._field_type
        if kind is _FIELD_CLASSVAR:
            continue
        if not fld.init:
            if name in changes:
                raise ValueError('field %s is declared with init=False, it cannot be specified '
                                 'with replace()' % name)
        elif name not in changes:
            if kind is _FIELD_INITVAR and fld.default is MISSING:
                raise ValueError('InitVar %r must be specified with replace()' % name)
            changes[name] = getattr(obj, name)
    return type(obj)(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True,
                   kw_only=False, slots=False, weakref_slot=False):
    """Create a dataclass named cls_name from fields: names, (name, type)
    or (name, type, Field) items."""
    body = dict(namespace or {})
    notes = {}
    seen = set()
    for item in fields:
        if type(item) is str or isinstance(item, str):
            name, note = item, 'typing.Any'
        elif len(item) in (2, 3):
            name, note, *spec = item
            if spec:
                body[name] = spec[0]
        else:
            raise TypeError('Invalid field: %r' % (item,))
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError('Field names must be valid identifiers: %r' % (name,))
        if keyword.iskeyword(name):
            raise TypeError('Field names must not be keywords: %r' % (name,))
        if name in seen:
            raise TypeError('Field name duplicated: %r' % (name,))
        seen.add(name)
        notes[name] = note

    def fill(ns):
        ns.update(body)
        ns['__annotations__'] = notes
    cls = types.new_class(cls_name, bases, {}, fill)
    cls.__module__ = 'types'
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)
