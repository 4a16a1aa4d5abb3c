"""Data classes: generated __init__, __repr__, __eq__ and friends from
annotated class attributes (PEP 557).

dataclass() collects the fields of a class (its own annotations after its
dataclass bases' fields), then writes the special methods as Python source
text and compiles them with exec, so that they carry real signatures:
Point(1) fails with "Point.__init__() missing 1 required positional
argument: 'y'", as CPython's do.
"""

import abc
import copy
import keyword
import sys
import types
import functools


def _recursive_repr(user_function=None):
    # reprlib.recursive_repr, but with functools.wraps, so that the
    # generated __repr__ stays reachable as __wrapped__ (pprint looks for it).
    def decorating(user_function):
        repr_running = set()

        @functools.wraps(user_function)
        def wrapper(self):
            key = id(self)
            if key in repr_running:
                return '...'
            repr_running.add(key)
            try:
                result = user_function(self)
            finally:
                repr_running.discard(key)
            return result
        return wrapper
    if user_function is not None:
        return decorating(user_function)
    return decorating

__all__ = ['dataclass',
           'field',
           'Field',
           'FrozenInstanceError',
           'InitVar',
           'KW_ONLY',
           'MISSING',

           # Helper functions.
           'fields',
           'asdict',
           'astuple',
           'make_dataclass',
           'replace',
           'is_dataclass',
           ]


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


# The default of an __init__ parameter whose field has a default_factory.
_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


# "No value given", distinct from None.
MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


# Annotating a pseudo-field with KW_ONLY makes the fields after it
# keyword-only.
KW_ONLY = _KW_ONLY_TYPE()

_EMPTY_METADATA = types.MappingProxyType({})


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

# The attribute of a dataclass that holds its fields, by name.
_FIELDS = '__dataclass_fields__'

# The attribute of a dataclass that holds the dataclass() parameters.
_PARAMS = '__dataclass_params__'

_POST_INIT_NAME = '__post_init__'


class InitVar:
    __slots__ = ('type', )

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    """One field of a dataclass (see field())."""

    __slots__ = ('name',
                 'type',
                 'default',
                 'default_factory',
                 'repr',
                 'hash',
                 'init',
                 'compare',
                 'metadata',
                 'kw_only',
                 '_field_type',
                 )

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = (_EMPTY_METADATA
                         if metadata is None else
                         types.MappingProxyType(metadata))
        self.kw_only = kw_only
        self._field_type = None

    @_recursive_repr()
    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        # A default that is a descriptor learns its name too.
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)

    __class_getitem__ = classmethod(types.GenericAlias)


class _DataclassParams:
    __slots__ = ('init',
                 'repr',
                 'eq',
                 'order',
                 'unsafe_hash',
                 'frozen',
                 )

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Describe a dataclass field beyond its annotation.

    default or default_factory (a callable of no arguments, not both) give
    its default; init, repr, hash and compare say whether the field takes
    part in those methods (hash=None follows compare); metadata is a
    read-only mapping kept for the user; kw_only makes the __init__
    parameter keyword-only.
    """
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


def _fields_in_init_order(fields):
    # Positional parameters first, then the keyword-only ones.
    return (tuple(f for f in fields if f.init and not f.kw_only),
            tuple(f for f in fields if f.init and f.kw_only))


def _tuple_str(obj_name, fields):
    # "(self.a,self.b,)": a tuple expression of the fields, "()" for none.
    if not fields:
        return '()'
    return f'({",".join([f"{obj_name}.{f.name}" for f in fields])},)'


def _create_fn(name, args, body, *, globals=None, locals=None,
               return_type=MISSING):
    """Compile the function `def name(args): body` and return it.

    The names in locals become parameters of an outer function that
    returns the inner one, so the inner one sees them as closure
    variables; globals is the module namespace of the class.
    """
    if locals is None:
        locals = {}
    return_annotation = ''
    if return_type is not MISSING:
        locals['_return_type'] = return_type
        return_annotation = '->_return_type'
    args = ','.join(args)
    body = '\n'.join(f'  {b}' for b in body)
    txt = f' def {name}({args}){return_annotation}:\n{body}'
    local_vars = ', '.join(locals.keys())
    txt = f"def __create_fn__({local_vars}):\n{txt}\n return {name}"
    ns = {}
    exec(txt, globals, ns)
    return ns['__create_fn__'](**locals)


def _field_assign(frozen, name, value, self_name):
    # A frozen class's __setattr__ refuses, so __init__ goes around it,
    # through object.__setattr__ bound once as a closure variable.
    if frozen:
        return f'__dataclass_object_setattr__({self_name},{name!r},{value})'
    return f'{self_name}.{name}={value}'


def _field_init(f, frozen, globals, self_name, slots):
    """The __init__ statement that sets field f, or None."""
    default_name = f'_dflt_{f.name}'
    if f.default_factory is not MISSING:
        globals[default_name] = f.default_factory
        if f.init:
            value = (f'{default_name}() '
                     f'if {f.name} is _HAS_DEFAULT_FACTORY '
                     f'else {f.name}')
        else:
            value = f'{default_name}()'
    else:
        if f.init:
            if f.default is not MISSING:
                globals[default_name] = f.default
            value = f.name
        elif slots and f.default is not MISSING:
            # No class attribute holds the default in a slotted class.
            globals[default_name] = f.default
            value = default_name
        else:
            # The class attribute supplies the value.
            return None

    if f._field_type is _FIELD_INITVAR:
        return None
    return _field_assign(frozen, f.name, value, self_name)


def _init_param(f):
    # "name:_type_name[=default]" for the __init__ signature.
    if f.default is MISSING and f.default_factory is MISSING:
        default = ''
    elif f.default is not MISSING:
        default = f'=_dflt_{f.name}'
    else:
        default = '=_HAS_DEFAULT_FACTORY'
    return f'{f.name}:_type_{f.name}{default}'


def _init_fn(fields, std_fields, kw_only_fields, frozen, has_post_init,
             self_name, globals, slots):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} '
                                'follows default argument')

    locals = {f'_type_{f.name}': f.type for f in fields}
    locals.update({
        'MISSING': MISSING,
        '_HAS_DEFAULT_FACTORY': _HAS_DEFAULT_FACTORY,
        '__dataclass_builtins_object__': object,
        '__dataclass_object_setattr__': object.__setattr__,
    })

    body_lines = []
    for f in fields:
        line = _field_init(f, frozen, locals, self_name, slots)
        if line:
            body_lines.append(line)

    if has_post_init:
        params_str = ','.join(f.name for f in fields
                              if f._field_type is _FIELD_INITVAR)
        body_lines.append(f'{self_name}.{_POST_INIT_NAME}({params_str})')

    if not body_lines:
        body_lines = ['pass']

    _init_params = [_init_param(f) for f in std_fields]
    if kw_only_fields:
        _init_params += ['*']
        _init_params += [_init_param(f) for f in kw_only_fields]
    return _create_fn('__init__',
                      [self_name] + _init_params,
                      body_lines,
                      locals=locals,
                      globals=globals,
                      return_type=None)


def _repr_fn(fields, globals):
    fn = _create_fn('__repr__',
                    ('self',),
                    ['return self.__class__.__qualname__ + f"(' +
                     ', '.join([f"{f.name}={{self.{f.name}!r}}"
                                for f in fields]) +
                     ')"'],
                    globals=globals)
    return _recursive_repr()(fn)


def _frozen_get_del_attr(cls, fields, globals):
    locals = {'cls': cls,
              'FrozenInstanceError': FrozenInstanceError}
    condition = 'type(self) is cls'
    if fields:
        condition += ' or name in {' + ', '.join(repr(f.name) for f in fields) + '}'
    return (_create_fn('__setattr__',
                       ('self', 'name', 'value'),
                       (f'if {condition}:',
                        ' raise FrozenInstanceError(f"cannot assign to field {name!r}")',
                        'super(cls, self).__setattr__(name, value)'),
                       locals=locals,
                       globals=globals),
            _create_fn('__delattr__',
                       ('self', 'name'),
                       (f'if {condition}:',
                        ' raise FrozenInstanceError(f"cannot delete field {name!r}")',
                        'super(cls, self).__delattr__(name)'),
                       locals=locals,
                       globals=globals),
            )


def _cmp_fn(name, op, self_tuple, other_tuple, globals):
    # Comparisons only between instances of exactly the same class.
    return _create_fn(name,
                      ('self', 'other'),
                      ['if other.__class__ is self.__class__:',
                       f' return {self_tuple}{op}{other_tuple}',
                       'return NotImplemented'],
                      globals=globals)


def _hash_fn(fields, globals):
    self_tuple = _tuple_str('self', fields)
    return _create_fn('__hash__',
                      ('self',),
                      [f'return hash({self_tuple})'],
                      globals=globals)


def _annotation_names(annotation):
    """For a string annotation "ClassVar[int]" or "typing.ClassVar": the
    (module alias, name) it starts with."""
    head = annotation.strip().split('[', 1)[0].strip()
    parts = [p.strip() for p in head.split('.')]
    if len(parts) == 1 and parts[0].isidentifier():
        return None, parts[0]
    if len(parts) == 2 and all(p.isidentifier() for p in parts):
        return parts[0], parts[1]
    return None, None


def _is_type(annotation, cls, a_module, a_type, is_type_predicate):
    """Whether the string annotation names a_type (say typing.ClassVar),
    resolved in the namespace of cls's module."""
    module_name, name = _annotation_names(annotation)
    if name is None:
        return False
    ns = sys.modules.get(cls.__module__).__dict__ if cls.__module__ in sys.modules else {}
    if module_name is None:
        return ns and is_type_predicate(ns.get(name), a_module)
    module = ns.get(module_name)
    return module is a_module and is_type_predicate(getattr(module, name, None), a_module)


def _is_classvar(a_type, typing):
    return (a_type is typing.ClassVar
            or (getattr(a_type, '__origin__', None) is typing.ClassVar
                and type(a_type).__module__ == typing.__name__))


def _is_initvar(a_type, dataclasses):
    return (a_type is dataclasses.InitVar
            or type(a_type) is dataclasses.InitVar)


def _is_kw_only(a_type, dataclasses):
    return a_type is dataclasses.KW_ONLY


def _this_module():
    # This module's InitVar and KW_ONLY when it is not in sys.modules under
    # its name (loaded by path).
    return types.SimpleNamespace(InitVar=InitVar, KW_ONLY=KW_ONLY)


def _get_field(cls, a_name, a_type, default_kw_only):
    """The Field for annotation a_name: a_type of cls, from the field()
    or plain default assigned to the name, with its kind decided."""
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        if isinstance(default, types.MemberDescriptorType):
            # A slot of the class, not a default.
            default = MISSING
        f = field(default=default)

    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD

    # ClassVar is only recognised when typing has been imported (an
    # annotation cannot refer to it otherwise) or spelled as a string.
    typing = sys.modules.get('typing')
    if typing:
        if (_is_classvar(a_type, typing)
                or (isinstance(f.type, str)
                    and _is_type(f.type, cls, typing, typing.ClassVar,
                                 _is_classvar))):
            f._field_type = _FIELD_CLASSVAR

    if f._field_type is _FIELD:
        dataclasses = sys.modules.get(__name__) or _this_module()
        if (_is_initvar(a_type, dataclasses)
                or (isinstance(f.type, str)
                    and _is_type(f.type, cls, dataclasses, dataclasses.InitVar,
                                 _is_initvar))):
            f._field_type = _FIELD_INITVAR

    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a '
                            'default factory')

    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        assert f._field_type is _FIELD_CLASSVAR
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies '
                            'kw_only')

    # Mutable defaults are refused; hashability is the test for mutable.
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')

    return f


def _set_qualname(cls, value):
    if isinstance(value, types.FunctionType):
        value.__qualname__ = f"{cls.__qualname__}.{value.__name__}"
    return value


def _set_new_attribute(cls, name, value):
    # True (and nothing set) if the class defines name itself.
    if name in cls.__dict__:
        return True
    _set_qualname(cls, value)
    setattr(cls, name, value)
    return False


# What to do with __hash__, by (unsafe_hash, eq, frozen, has_explicit_hash):
# set it to None, add a generated one, refuse, or leave it alone.

def _hash_set_none(cls, fields, globals):
    return None


def _hash_add(cls, fields, globals):
    flds = [f for f in fields if (f.compare if f.hash is None else f.hash)]
    return _set_qualname(cls, _hash_fn(flds, globals))


def _hash_exception(cls, fields, globals):
    raise TypeError(f'Cannot overwrite attribute __hash__ '
                    f'in class {cls.__name__}')


_hash_action = {(False, False, False, False): None,
                (False, False, False, True): None,
                (False, False, True, False): None,
                (False, False, True, True): None,
                (False, True, False, False): _hash_set_none,
                (False, True, False, True): None,
                (False, True, True, False): _hash_add,
                (False, True, True, True): None,
                (True, False, False, False): _hash_add,
                (True, False, False, True): _hash_exception,
                (True, False, True, False): _hash_add,
                (True, False, True, True): _hash_exception,
                (True, True, False, False): _hash_add,
                (True, True, False, True): _hash_exception,
                (True, True, True, False): _hash_add,
                (True, True, True, True): _hash_exception,
                }


def _format_annotation(annotation):
    # As inspect shows an annotation in a signature.
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ == 'builtins':
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


def _text_signature(std_fields, kw_only_fields):
    def param(f):
        text = f'{f.name}: {_format_annotation(f.type)}'
        if f.default is not MISSING:
            text += f' = {f.default!r}'
        elif f.default_factory is not MISSING:
            text += ' = <factory>'
        return text
    params = [param(f) for f in std_fields]
    if kw_only_fields:
        params.append('*')
        params.extend(param(f) for f in kw_only_fields)
    return '(' + ', '.join(params) + ')'


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                   match_args, kw_only, slots, weakref_slot):
    fields = {}

    if cls.__module__ in sys.modules:
        globals = sys.modules[cls.__module__].__dict__
    else:
        # A class made by exec() in a namespace of its own.
        globals = {}

    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order,
                                           unsafe_hash, frozen))

    # The fields of dataclass bases come first, the most basic first.
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True

    cls_annotations = cls.__dict__.get('__annotations__', {})

    cls_fields = []
    kw_only_seen = False
    dataclasses = sys.modules.get(__name__) or _this_module()
    for name, type_ in cls_annotations.items():
        if (_is_kw_only(type_, dataclasses)
                or (isinstance(type_, str)
                    and _is_type(type_, cls, dataclasses, dataclasses.KW_ONLY,
                                 _is_kw_only))):
            if kw_only_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY '
                                'has already been specified')
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, type_, kw_only))

    for f in cls_fields:
        fields[f.name] = f
        # A class attribute holding a Field becomes the plain default (or
        # goes away when there is none).
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a '
                            'frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a '
                            'non-frozen one')

    setattr(cls, _FIELDS, fields)

    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and '__eq__' in cls.__dict__))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    all_init_fields = [f for f in fields.values()
                       if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields, kw_only_init_fields = _fields_in_init_order(all_init_fields)

    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, '__init__',
                           _init_fn(all_init_fields,
                                    std_init_fields,
                                    kw_only_init_fields,
                                    frozen,
                                    has_post_init,
                                    '__dataclass_self__' if 'self' in fields
                                    else 'self',
                                    globals,
                                    slots,
                                    ))

    # From here on only the real fields count.
    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if repr:
        flds = [f for f in field_list if f.repr]
        _set_new_attribute(cls, '__repr__', _repr_fn(flds, globals))

    if eq:
        cmp_fields = (field for field in field_list if field.compare)
        terms = [f'self.{field.name}==other.{field.name}' for field in cmp_fields]
        field_comparisons = ' and '.join(terms) or 'True'
        body = ['if other.__class__ is self.__class__:',
                f' return {field_comparisons}',
                'return NotImplemented']
        func = _create_fn('__eq__',
                          ('self', 'other'),
                          body,
                          globals=globals)
        _set_new_attribute(cls, '__eq__', func)

    if order:
        flds = [f for f in field_list if f.compare]
        self_tuple = _tuple_str('self', flds)
        other_tuple = _tuple_str('other', flds)
        for name, op in [('__lt__', '<'),
                         ('__le__', '<='),
                         ('__gt__', '>'),
                         ('__ge__', '>='),
                         ]:
            if _set_new_attribute(cls, name,
                                  _cmp_fn(name, op, self_tuple, other_tuple,
                                          globals=globals)):
                raise TypeError(f'Cannot overwrite attribute {name} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')

    if frozen:
        for fn in _frozen_get_del_attr(cls, field_list, globals):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} '
                                f'in class {cls.__name__}')

    hash_action = _hash_action[bool(unsafe_hash),
                               bool(eq),
                               bool(frozen),
                               has_explicit_hash]
    if hash_action:
        cls.__hash__ = hash_action(cls, field_list, globals)

    if not getattr(cls, '__doc__'):
        if init:
            text_sig = _text_signature(std_init_fields, kw_only_init_fields)
        else:
            text_sig = '()'
        cls.__doc__ = cls.__name__ + text_sig

    if match_args:
        _set_new_attribute(cls, '__match_args__',
                           tuple(f.name for f in std_init_fields))

    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)

    abc.update_abstractmethods(cls)

    return cls


def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for field, value in zip(fields(self), state):
        # Around a frozen class's __setattr__.
        object.__setattr__(self, field.name, value)


def _get_slots(cls):
    slots = cls.__dict__.get('__slots__')
    if slots is None:
        if getattr(cls, '__weakrefoffset__', False):
            yield '__weakref__'
        if getattr(cls, '__dictoffset__', False):
            yield '__dict__'
        return
    if isinstance(slots, str):
        yield slots
    elif not hasattr(slots, '__next__'):
        yield from slots
    else:
        raise TypeError(f"Slots of '{cls.__name__}' cannot be determined")


def _add_slots(cls, is_frozen, weakref_slot):
    # A class's slots are fixed when it is created, so make a new class.
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    inherited_slots = set()
    for base in cls.__mro__[1:-1]:
        inherited_slots.update(_get_slots(base))
    wanted = field_names + (('__weakref__',) if weakref_slot else ())
    cls_dict['__slots__'] = tuple(name for name in wanted
                                  if name not in inherited_slots)
    for field_name in field_names:
        # The class attributes of defaults would clash with the slots.
        cls_dict.pop(field_name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)

    qualname = getattr(cls, '__qualname__', None)
    cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        cls.__qualname__ = qualname

    if is_frozen:
        # Frozen and slotted instances need help to be copied and pickled.
        if '__getstate__' not in cls_dict:
            cls.__getstate__ = _dataclass_getstate
        if '__setstate__' not in cls_dict:
            cls.__setstate__ = _dataclass_setstate

    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Add generated special methods to a class from its annotated fields.

    init, repr and eq add __init__, __repr__ and __eq__; order adds the
    comparisons; unsafe_hash forces a __hash__; frozen makes assignment to
    fields raise FrozenInstanceError; match_args sets __match_args__;
    kw_only makes every field keyword-only; slots returns a new class with
    __slots__ (weakref_slot adds __weakref__ to them).
    """

    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash,
                              frozen, match_args, kw_only, slots,
                              weakref_slot)

    # @dataclass() or @dataclass(...): return the decorator.
    if cls is None:
        return wrap

    # @dataclass without parentheses.
    return wrap(cls)


def fields(class_or_instance):
    """The fields of a dataclass or of an instance of one, as a tuple of
    Field objects (ClassVars and InitVars excluded).
    """
    try:
        fields = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None

    # ClassVars and InitVars are not fields to the outside world.
    return tuple(f for f in fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    """Returns True if obj is an instance of a dataclass."""
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """True if obj is a dataclass or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def asdict(obj, *, dict_factory=dict):
    """A dataclass instance as a dict from field names to values, applied
    recursively to dataclass values and inside lists, tuples and dicts;
    other values are deep-copied. dict_factory builds each dict from the
    list of (name, value) pairs.
    """
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


# Types whose deepcopy is the object itself, returned as they are (as
# CPython 3.12 does; the result is 3.11's, without the deepcopy call).
_ATOMIC_TYPES = frozenset({type(None), bool, int, float, str, complex, bytes,
                           type(...), type(NotImplemented), range, property, type})


def _asdict_inner(obj, dict_factory):
    if type(obj) in _ATOMIC_TYPES:
        return obj
    if _is_dataclass_instance(obj):
        # fields(obj) inlined, and atomic values taken without a call:
        # asdict is called per record.
        result = []
        for f in getattr(obj, _FIELDS).values():
            if f._field_type is _FIELD:
                name = f.name
                value = getattr(obj, name)
                if type(value) not in _ATOMIC_TYPES:
                    value = _asdict_inner(value, dict_factory)
                result.append((name, value))
        return dict_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        # A namedtuple is rebuilt from positional arguments.
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif type(obj) is list:
        return [_asdict_inner(v, dict_factory) for v in obj]
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory),
                          _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    else:
        return copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """A dataclass instance as a tuple of its field values, applied
    recursively like asdict(); tuple_factory builds each tuple.
    """
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if type(obj) in _ATOMIC_TYPES:
        return obj
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _astuple_inner(getattr(obj, f.name), tuple_factory)
            result.append(value)
        return tuple_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    else:
        return copy.deepcopy(obj)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False):
    """Create a dataclass named cls_name.

    fields holds names, (name, type) or (name, type, Field) items; a
    missing type is the string 'typing.Any'. bases and namespace are as
    for type(); the other arguments are passed to dataclass().
    """
    if namespace is None:
        namespace = {}

    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp, = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')

        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if keyword.iskeyword(name):
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')

        seen.add(name)
        annotations[name] = tp

    def exec_body_callback(ns):
        ns.update(namespace)
        ns.update(defaults)
        ns['__annotations__'] = annotations

    cls = types.new_class(cls_name, bases, {}, exec_body_callback)

    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def replace(obj, /, **changes):
    """A new instance of obj's dataclass with the fields in changes
    replaced; fields with init=False cannot be given, and InitVars without
    a default must be.
    """
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")

    # Fields with init=False cannot be changed; InitVars must be given.
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue

        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
            continue

        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} "
                                 'must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)

    # Unknown names reach __init__, which reports them.
    return obj.__class__(**changes)
