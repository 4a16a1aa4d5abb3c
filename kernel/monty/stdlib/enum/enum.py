"""Enumerations: Enum, IntEnum, StrEnum, Flag, IntFlag and their tools.

The class statement of an enum_cls goes through EnumType: __prepare__
gives a namespace that records the member names in order, and each
member is built when type.__new__ tells its placeholder its name
(__set_name__), so descriptors and __init_subclass__ see finished members.
"""

import sys
import builtins as _builtins
from types import DynamicClassAttribute, MappingProxyType

__all__ = """EnumType EnumMeta Enum IntEnum StrEnum Flag IntFlag ReprEnum auto unique
    property verify member nonmember FlagBoundary STRICT CONFORM EJECT KEEP
    global_flag_repr global_enum_repr global_str global_enum EnumCheck CONTINUOUS
    NAMED_FLAGS UNIQUE pickle_by_global_name pickle_by_enum_name""".split()

# Defined below; EnumType's code checks for them before they exist.
Enum = Flag = ReprEnum = None
STRICT = CONFORM = EJECT = KEEP = None


class nonmember:
    """Keep value as a plain class attribute, not a member."""

    def __init__(self, val):
        self.value = val


class member:
    """Make value a member even though it is a descriptor (a function)."""

    def __init__(self, val):
        self.value = val


# ---------------------------------------------------------------- name rules

def _is_dunder(nm):
    return len(nm) > 4 and nm[:2] == nm[-2:] == '__' and nm[2] != '_' and nm[-3] != '_'


def _is_sunder(nm):
    return len(nm) > 2 and nm[0] == nm[-1] == '_' and nm[1] != '_' and nm[-2] != '_'


def _is_private(cls_name, nm):
    # _ClsName__x (a mangled private name) stays a plain attribute.
    prefix = '_%s__' % cls_name.lstrip('_')
    return nm.startswith(prefix) and len(nm) > len(prefix) and not nm.endswith('__')


_function = type(_is_dunder)


def _is_descriptor(obj):
    return any(hasattr(obj, hook) for hook in ('__get__', '__set__', '__delete__'))


def _is_single_bit(n):
    return n != 0 and n & (n - 1) == 0


def _bits_low_first(num):
    while num:
        low = num & -num
        yield low
        num ^= low


def _high_bit(val):
    return val.bit_length() - 1


def bin(num, max_bits=None):
    """'0b<sign> <digits>': num in two's complement, at least max_bits wide."""
    width = num.bit_length()
    if num >= 0:
        sign, digits = '0', (format(num, 'b') if num else '')
    else:
        sign, digits = '1', format(num & ((1 << width) - 1), 'b').zfill(width)
    if max_bits is not None and len(digits) < max_bits:
        digits = digits.rjust(max_bits, sign)
    return '0b%s %s' % (sign, digits)


class _AutoNull:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoNull()


class auto:
    """A member value chosen by the class's _generate_next_value_."""

    def __init__(self, value=_auto_null):
        # Filled in by the class body when left unset.
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


class property(DynamicClassAttribute):
    """An enum's name and value (and members with those names): on a
    member the computed attribute, on the class the member itself."""

    def __get__(self, instance, ownerclass=None):
        if instance is None or self.fget is None:
            owner = ownerclass if ownerclass is not None else type(instance)
            try:
                return owner._member_map_[self.name]
            except KeyError:
                raise AttributeError('%r has no attribute %r' % (owner.__name__, self.name)) from None
        return self.fget(instance)

    def __set_name__(self, ownerclass, nm):
        self.name = nm


# ---------------------------------------------------------------- the class namespace

_ALLOWED_SUNDER = frozenset({'_order_', '_generate_next_value_', '_numeric_repr_', '_missing_',
                             '_ignore_', '_iter_member_', '_iter_member_by_value_',
                             '_iter_member_by_def_'})


class _EnumDict(dict):
    """The namespace of an enum's class body: keeps its member names in
    order and resolves auto() values."""

    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values, self._ignore = [], []
        self._used_auto = False
        self._cls_name = None
        self._generate_next_value = None

    def __setitem__(self, attr_name, val):
        # The commonest entries of a class body, decided without the
        # helper calls below (they were a quarter of import enum): a
        # method under a public name that no member has, and a dunder.
        first = attr_name[:1]
        if first != '_':
            if type(val) is _function and attr_name not in self._member_names:
                dict.__setitem__(self, attr_name, val)
                return
        elif _is_dunder(attr_name):
            dict.__setitem__(self, '_order_' if attr_name == '__order__' else attr_name, val)
            return
        if self._cls_name is not None and _is_private(self._cls_name, attr_name):
            pass
        elif _is_sunder(attr_name):
            if attr_name not in _ALLOWED_SUNDER:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use'
                                 % (attr_name,))
            if attr_name == '_generate_next_value_':
                if self._used_auto:
                    raise TypeError('_generate_next_value_ must be defined before members')
                self._generate_next_value = getattr(val, '__func__', val)
            elif attr_name == '_ignore_':
                names = val.replace(',', ' ').split() if isinstance(val, str) else list(val)
                clash = set(names) & set(self._member_names)
                if clash:
                    raise ValueError('_ignore_ cannot specify already set names: %r' % (clash,))
                self._ignore = val = names
        elif _is_dunder(attr_name):
            if attr_name == '__order__':
                attr_name = '_order_'
        elif attr_name in self._member_names:
            raise TypeError('%r already defined as %r' % (attr_name, self[attr_name]))
        elif attr_name in self._ignore:
            pass
        elif isinstance(val, nonmember):
            val = val.value
        elif _is_descriptor(val) and not isinstance(val, member):
            pass
        else:
            if attr_name in self:
                raise TypeError('%r already defined as %r' % (attr_name, self[attr_name]))
            if isinstance(val, member):
                val = val.value
            if isinstance(val, auto):
                if val.value is _auto_null:
                    val.value = self._generate_next_value(
                        attr_name, 1, len(self._member_names), self._last_values[:])
                    self._used_auto = True
                val = val.value
            self._member_names[attr_name] = None
            self._last_values.append(val)
        super().__setitem__(attr_name, val)

    def update(self, members=(), **more):
        pairs = members.items() if hasattr(members, 'items') else members
        for attr_name, val in list(pairs) + list(more.items()):
            self[attr_name] = val


class _Placeholder:
    """What a member's name holds while the class is made; type.__new__
    calls __set_name__, which builds the member."""

    def __init__(self, val):
        self.value = val

    def __set_name__(self, new_cls, nm):
        _add_member(new_cls, nm, self.value)


def _add_member(cls, nm, val):
    args = val if isinstance(val, tuple) else (val,)
    if cls._member_type_ is tuple:
        args = (args,)
    made = cls._new_member_(cls, *args) if cls._use_args_ else cls._new_member_(cls)
    if not hasattr(made, '_value_'):
        if cls._member_type_ is object:
            made._value_ = val
        else:
            try:
                made._value_ = cls._member_type_(*args)
            except Exception as exc:
                failure = TypeError('_value_ not set in __new__, unable to create it')
                failure.__cause__ = exc
                raise failure
    val = made._value_
    made._name_ = nm
    made.__objclass__ = cls
    made.__init__(*args)
    made._sort_order_ = len(cls._member_names_)
    is_flag = Flag is not None and issubclass(cls, Flag)
    if is_flag and isinstance(val, int):
        cls._flag_mask_ |= val
        if _is_single_bit(val):
            cls._singles_mask_ |= val
        cls._all_bits_ = 2 ** cls._flag_mask_.bit_length() - 1
    canonical = _lookup_value(cls, val)
    if canonical is None:
        if not is_flag or (isinstance(val, int) and _is_single_bit(val)):
            cls._member_names_.append(nm)
    else:
        made = canonical
    shadowed = _shadowed_by_property(cls, nm)
    if shadowed is None:
        type.__setattr__(cls, nm, made)
    else:
        redirect = property(shadowed.fget, shadowed.fset, shadowed.fdel)
        redirect.__set_name__(cls, nm)
        type.__setattr__(cls, nm, redirect)
    cls._member_map_[nm] = made
    try:
        cls._value2member_map_.setdefault(val, made)
    except TypeError:
        cls._unhashable_values_.append(val)


def _caller_module(depth):
    try:
        return sys._getframe(depth).f_globals['__name__']
    except (AttributeError, ValueError, KeyError):
        return None


def _lookup_value(cls, val):
    try:
        return cls._value2member_map_.get(val)
    except TypeError:
        for known in cls._member_map_.values():
            if known._value_ == val:
                return known
        return None


def _shadowed_by_property(cls, nm):
    # The enum.property (name, value) a base defines under the member's
    # name, if any: the class then keeps a property that serves the member
    # on the class and the base's attribute on instances.
    for klass in cls.__mro__[1:]:
        found = klass.__dict__.get(nm)
        if found is not None:
            if isinstance(found, (property, DynamicClassAttribute)):
                return found
            return None
    return None


# ---------------------------------------------------------------- the metaclass

class EnumType(type):
    """Metaclass for Enum"""

    @classmethod
    def __prepare__(meta, cls, bases, **kwds):
        meta._check_for_existing_members_(cls, bases)
        ns = _EnumDict()
        ns._cls_name = cls
        _, base_enum = meta._get_mixins_(cls, bases)
        if base_enum is not None:
            ns['_generate_next_value_'] = getattr(base_enum, '_generate_next_value_', None)
        return ns

    def __new__(meta, cls, bases, ns_in, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(meta, cls, bases, ns_in, **kwds)
        ns_in.setdefault('_ignore_', []).append('_ignore_')
        for attr_name in ns_in['_ignore_']:
            ns_in.pop(attr_name, None)
        names = list(ns_in._member_names)
        bad = [n for n in names if n in ('mro', '')]
        if bad:
            raise ValueError('invalid enum member name(s) %s' % ','.join(map(repr, bad)))
        data_type, base_enum = meta._get_mixins_(cls, bases)
        new, save_new, use_args = meta._find_new_(ns_in, data_type, base_enum)
        values = {n: ns_in[n] for n in names}
        body = dict(ns_in)
        for n in names:
            body[n] = _Placeholder(values[n])
        order = body.pop('_order_', None)
        body.update(_new_member_=new, _use_args_=use_args, _member_names_=[], _member_map_={},
                    _value2member_map_={}, _unhashable_values_=[], _member_type_=data_type,
                    _value_repr_=meta._find_data_repr_(cls, bases))
        if Flag is not None and any(issubclass(b, Flag) for b in bases if isinstance(b, type)):
            body.update(_boundary_=boundary or getattr(base_enum, '_boundary_', None),
                        _flag_mask_=0, _singles_mask_=0, _all_bits_=0, _inverted_=None)
        elif Flag is None and cls == 'Flag':
            body.update(_boundary_=boundary, _flag_mask_=0, _singles_mask_=0, _all_bits_=0,
                        _inverted_=None)
        try:
            new_cls = super().__new__(meta, cls, bases, body, **kwds)
        except RuntimeError as err:
            # A member failed to build in __set_name__: report its error.
            raise (err.__cause__ or err) from None
        if Enum is not None:
            # Lookups (Color(1)) always go through Enum.__new__; a
            # __new__ of the class's own builds its members only.
            if save_new:
                type.__setattr__(new_cls, '__new_member__', staticmethod(new))
            type.__setattr__(new_cls, '__new__', staticmethod(Enum.__new__))
        meta._fix_methods(new_cls, ns_in, bases, data_type, base_enum)
        if Flag is not None and issubclass(new_cls, Flag):
            # Members iterate in definition order unless that is value order.
            defined = [new_cls._member_map_[n]._value_ for n in new_cls._member_names_]
            if defined != sorted(defined):
                type.__setattr__(new_cls, '_iter_member_', new_cls._iter_member_by_def_)
        if order is not None:
            wanted = order.replace(',', ' ').split() if isinstance(order, str) else list(order)
            if Flag is not None and issubclass(new_cls, Flag):
                have = [n for n in new_cls._member_names_]
                wanted = [n for n in wanted if n in have]
            else:
                have = new_cls._member_names_
            if wanted != have:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (new_cls._member_names_, wanted))
        return new_cls

    @staticmethod
    def _fix_methods(new_cls, ns_in, bases, data_type, base_enum):
        if ReprEnum is not None and ReprEnum in bases:
            if data_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type '
                                '(i.e. int, str, float, etc.)')
            if '__format__' not in ns_in:
                type.__setattr__(new_cls, '__format__', data_type.__format__)
                ns_in['__format__'] = data_type.__format__
            if '__str__' not in ns_in:
                shown = data_type.__str__
                if shown is object.__str__:
                    shown = data_type.__repr__
                type.__setattr__(new_cls, '__str__', shown)
                ns_in['__str__'] = shown
        if base_enum is None:
            return
        for nm in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
            if nm in ns_in:
                continue
            found = getattr(new_cls, nm)
            if found is getattr(object, nm) or found is getattr(data_type, nm):
                type.__setattr__(new_cls, nm, getattr(base_enum, nm))
        if Flag is not None and issubclass(new_cls, Flag):
            for nm in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__',
                         '__invert__'):
                if nm not in ns_in:
                    type.__setattr__(new_cls, nm, getattr(Flag, nm))

    def __bool__(cls):
        return True

    def __call__(cls, val, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        """Color(value) looks a member up; Enum('Name', names) makes a new enum."""
        if names is None:
            return cls.__new__(cls, val)
        return cls._create_(val, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def __contains__(cls, obj):
        if not isinstance(obj, Enum):
            import warnings
            warnings.warn('in 3.12 __contains__ will no longer raise TypeError, but will '
                          'return True or\nFalse depending on whether the value is a member '
                          'or the value of a member', DeprecationWarning, stacklevel=2)
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(obj).__qualname__, cls.__class__.__qualname__))
        return isinstance(obj, cls) and obj._name_ in cls._member_map_

    def __delattr__(cls, nm):
        if nm in cls._member_map_:
            raise AttributeError('%r cannot delete member %r.' % (cls.__name__, nm))
        type.__delattr__(cls, nm)

    def __dir__(cls):
        shown = {'__class__', '__contains__', '__doc__', '__getitem__', '__iter__', '__len__',
                 '__members__', '__module__', '__name__', '__qualname__', *cls._member_names_}
        for hook, default in (('_new_member_', object.__new__),
                              ('__init_subclass__', object.__init_subclass__)):
            if getattr(cls, hook) is not default:
                shown.add('__new__' if hook == '_new_member_' else hook)
        if cls._member_type_ is not object:
            shown |= set(dir(cls._member_type_))
        return sorted(shown)

    def __getitem__(cls, nm):
        return cls._member_map_[nm]

    def __iter__(cls):
        return (cls._member_map_[nm] for nm in cls._member_names_)

    def __len__(cls):
        names = cls._member_names_
        return len(names)

    @_builtins.property
    def __members__(cls):
        """A read-only mapping of every member name, aliases included, to its member."""
        members = cls._member_map_
        return MappingProxyType(members)

    def __repr__(cls):
        kind = 'flag' if Flag is not None and issubclass(cls, Flag) else 'enum'
        return '<%s %r>' % (kind, cls.__name__)

    def __reversed__(cls):
        return (cls._member_map_[nm] for nm in reversed(cls._member_names_))

    def __setattr__(cls, nm, val):
        if nm in cls.__dict__.get('_member_map_', {}):
            raise AttributeError('cannot reassign member %r' % (nm,))
        super().__setattr__(nm, val)

    def _create_(cls, name_, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        """The functional API: an enum named name_ with members names."""
        meta = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        _, base_enum = cls._get_mixins_(name_, bases)
        ns = meta.__prepare__(name_, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if names and isinstance(names, (tuple, list)) and isinstance(names[0], str):
            given, names, seen = names, [], []
            for count, nm in enumerate(given):
                val = base_enum._generate_next_value_(nm, start, count, seen[:])
                seen.append(val)
                names.append((nm, val))
        pairs = names.items() if hasattr(names, 'items') else names
        for item in pairs:
            nm, val = (item, names[item]) if isinstance(item, str) else item
            ns[nm] = val
        if module is None:
            module = _caller_module(3)
        if module is not None:
            ns['__module__'] = module
        if qualname is not None:
            ns['__qualname__'] = qualname
        return meta.__new__(meta, name_, bases, ns, boundary=boundary)

    def _convert_(cls, nm, module, filter, source=None, *, boundary=None, as_global=False):
        """Make an enum of the module's globals that pass filter."""
        home = vars(sys.modules[module])
        source = home if source is None else vars(source)
        found = sorted(((n, v) for n, v in source.items() if filter(n)),
                       key=lambda pair: (pair[1], pair[0]))
        made = cls(nm, found, module=module, boundary=boundary or KEEP)
        if as_global:
            global_enum(made)
        else:
            home.update(made.__members__)
        home[nm] = made
        return made

    @classmethod
    def _check_for_existing_members_(meta, name_, bases):
        for root in bases:
            for klass in root.__mro__:
                if isinstance(klass, EnumType) and klass._member_names_:
                    raise TypeError('<enum %r> cannot extend %r' % (name_, klass))

    @classmethod
    def _get_mixins_(meta, name_, bases):
        if not bases:
            return object, Enum
        last = bases[-1]
        if not isinstance(last, EnumType):
            raise TypeError('new enumerations should be created as '
                            '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
        return meta._find_data_type_(name_, bases) or object, last

    @classmethod
    def _find_data_repr_(meta, name_, bases):
        for root in bases:
            for klass in root.__mro__:
                if klass is object:
                    continue
                if isinstance(klass, EnumType):
                    return klass._value_repr_
                if '__repr__' in klass.__dict__:
                    return klass.__dict__['__repr__']
        return None

    @classmethod
    def _find_data_type_(meta, name_, bases):
        kinds = set()
        for root in bases:
            fallback = None
            for klass in root.__mro__:
                if klass is object:
                    continue
                if isinstance(klass, EnumType):
                    if klass._member_type_ is not object:
                        kinds.add(klass._member_type_)
                        break
                elif '__new__' in klass.__dict__ or '__dataclass_fields__' in klass.__dict__:
                    kinds.add(fallback or klass)
                    break
                else:
                    fallback = fallback or klass
        if len(kinds) > 1:
            raise TypeError('too many data types for %r: %r' % (name_, kinds))
        return kinds.pop() if kinds else None

    @classmethod
    def _find_new_(meta, ns_in, data_type, base_enum):
        new = ns_in.get('__new__')
        save = base_enum is not None and new is not None
        if new is None:
            for attr in ('__new_member__', '__new__'):
                for owner in (data_type, base_enum):
                    target = getattr(owner, attr, None)
                    if target not in (None, None.__new__, object.__new__,
                                      Enum.__new__ if Enum is not None else None):
                        new = target
                        break
                if new is not None:
                    break
            else:
                new = object.__new__
        args = not (base_enum is None or new in (object.__new__,
                                                  Enum.__new__ if Enum is not None else None))
        return new, save, args


EnumMeta = EnumType


# ---------------------------------------------------------------- Enum

class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs: class Color(Enum): RED = 1
    ... ; Color.RED, Color(1) and Color['RED'] are the same member."""

    def __new__(cls, val):
        if type(val) is cls:
            return val
        found = _lookup_value(cls, val)
        if found is not None:
            return found
        problem = None
        try:
            result = cls._missing_(val)
        except Exception as exc:
            problem, result = exc, None
        if isinstance(result, cls):
            return result
        if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
                and isinstance(result, int)):
            return result
        invalid = ValueError('%r is not a valid %s' % (val, cls.__qualname__))
        if result is None and problem is None:
            raise invalid
        if problem is None:
            problem = TypeError('error in %s._missing_: returned %r instead of None or a valid '
                                'member' % (cls.__name__, result))
        if not isinstance(problem, ValueError):
            problem.__context__ = invalid
        raise problem

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(nm, start, count, seen_values):
        """One more than the last value that supports +, else start."""
        for last in reversed(seen_values):
            try:
                return last + 1
            except TypeError:
                continue
        return start

    @classmethod
    def _missing_(cls, val):
        return None

    def __repr__(self):
        shown = self.__class__._value_repr_ or repr
        return '<%s.%s: %s>' % (self.__class__.__name__, self._name_, shown(self._value_))

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __dir__(self):
        if self.__class__._member_type_ is object:
            shown = {'__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value'}
        else:
            shown = set(object.__dir__(self))
        shown.update(n for n in getattr(self, '__dict__', ()) if n[0] != '_')
        for klass in self.__class__.mro():
            for n, obj in klass.__dict__.items():
                if n[0] == '_':
                    continue
                if n in self._member_map_ and (obj is self._member_map_[n] or (
                        isinstance(obj, property) and obj.fget is None)):
                    shown.discard(n)
                else:
                    shown.add(n)
        return sorted(shown | {'__class__', '__doc__', '__eq__', '__hash__', '__module__'})

    def __format__(self, spec):
        return str.__format__(str(self), spec)

    def __hash__(self):
        nm = self._name_
        return hash(nm)

    def __reduce_ex__(self, protocol):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        """The name of the member."""
        return self._name_

    @property
    def value(self):
        """The value of the member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        checks = ((0, '%r is not a string'), (1, 'encoding must be a string, not %r'),
                  (2, 'errors must be a string, not %r'))
        for index, message in checks:
            if len(values) > index and not isinstance(values[index], str):
                raise TypeError(message % (values[index],))
        text = str(*values)
        made = str.__new__(cls, text)
        made._value_ = text
        return made

    def _generate_next_value_(nm, start, count, seen_values):
        """The member's name, lower-cased."""
        return nm.lower()


def _reduce_ex_by_global_name(self, protocol):
    return self.name


pickle_by_global_name = _reduce_ex_by_global_name


def pickle_by_enum_name(self, protocol):
    return getattr, (type(self), self._name_)


class FlagBoundary(StrEnum):
    """What a Flag does with a value outside its members' bits: STRICT
    raises, CONFORM drops the bits, EJECT returns a plain int, KEEP keeps them."""

    STRICT, CONFORM, EJECT, KEEP = auto(), auto(), auto(), auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary.__members__.values()


# ---------------------------------------------------------------- Flag

class Flag(Enum, boundary=STRICT):
    """Support for flags: members combine with |, & and ^."""

    _numeric_repr_ = repr

    def _generate_next_value_(nm, start, count, seen_values):
        """The next power of two above the highest value so far."""
        if not count:
            return 1 if start is None else start
        top = max(seen_values)
        try:
            return 2 ** (_high_bit(top) + 1)
        except Exception:
            raise TypeError('invalid flag value %r' % (top,)) from None

    @classmethod
    def _iter_member_by_value_(cls, val):
        for bit in _bits_low_first(val & cls._flag_mask_):
            yield cls._value2member_map_.get(bit)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, val):
        yield from sorted(cls._iter_member_by_value_(val), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, val):
        if not isinstance(val, int):
            raise ValueError('%r is not a valid %s' % (val, cls.__qualname__))
        mask, every = cls._flag_mask_, cls._all_bits_
        outside = not ~every <= val <= every or val & (every ^ mask)
        rule = cls._boundary_
        if outside:
            if rule is STRICT:
                width = max(val.bit_length(), mask.bit_length())
                raise ValueError('%r invalid value %r\n    given %s\n  allowed %s'
                                 % (cls, val, bin(val, width), bin(mask, width)))
            if rule is CONFORM:
                val &= mask
            elif rule is EJECT:
                return val
            elif rule is KEEP:
                if val < 0:
                    val += max(every + 1, 2 ** val.bit_length())
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, rule))
        negative = None
        if val < 0:
            negative, val = val, every + 1 + val
        extra = val & ~mask
        if extra and rule is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls.__name__, val, extra, bin(extra)))
        made = object.__new__(cls) if cls._member_type_ is object else \
            cls._member_type_.__new__(cls, val)
        if not hasattr(made, '_value_'):
            made._value_ = val
        made._name_ = cls._compose_name(val, extra)
        if not extra:
            made = cls._value2member_map_.setdefault(val, made)
            if negative is not None:
                cls._value2member_map_[negative] = made
        return made

    @classmethod
    def _compose_name(cls, val, extra):
        # The names of the members whose bits make up value: the single
        # bits first, then multi-bit aliases that fit; None for zero.
        singles = val & cls._singles_mask_
        chosen = list(cls._iter_member_(singles))
        covered = 0
        for m in chosen:
            covered |= m._value_
        rest = val & ~cls._singles_mask_
        if rest:
            for m in cls._member_map_.values():
                v = m._value_
                if m not in chosen and v and v & (singles | rest) == v:
                    chosen.append(m)
                    covered |= v
        if not covered:
            return None
        leftover = (singles | rest) ^ covered
        nm = '|'.join(m._name_ for m in chosen)
        if leftover and cls._boundary_ is STRICT:
            raise ValueError('%r: no members with value %r' % (cls, leftover))
        if extra or leftover:
            nm += '|%s' % cls._numeric_repr_(extra or leftover)
        return nm

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        bits = other._value_
        return self._value_ & bits == bits

    def __len__(self):
        return int.bit_count(self._value_)

    def __iter__(self):
        return iter(list(self._iter_member_(self._value_)))

    def __repr__(self):
        kind = self.__class__
        shown = kind._value_repr_ or repr
        if self._name_ is None:
            return '<%s: %s>' % (kind.__name__, shown(self._value_))
        return '<%s.%s: %s>' % (kind.__name__, self._name_, shown(self._value_))

    def __str__(self):
        if self._name_ is None:
            return '%s(%r)' % (self.__class__.__name__, self._value_)
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __bool__(self):
        return self._value_ != 0

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return None

    def __or__(self, other):
        v = self._other_value(other)
        return NotImplemented if v is None else self.__class__(self._value_ | v)

    def __and__(self, other):
        v = self._other_value(other)
        return NotImplemented if v is None else self.__class__(self._value_ & v)

    def __xor__(self, other):
        v = self._other_value(other)
        return NotImplemented if v is None else self.__class__(self._value_ ^ v)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ is EJECT or self._boundary_ is KEEP:
                flipped = self.__class__(~self._value_)
            else:
                flipped = self.__class__(self._singles_mask_ & ~self._value_)
            object.__setattr__(self, '_inverted_', flipped)
        return self._inverted_

    __rand__, __ror__, __rxor__ = __and__, __or__, __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags"""


# ---------------------------------------------------------------- decorators and checks

def unique(enum_cls):
    """Class decorator: raise ValueError if any value has two names."""
    aliases = ['%s -> %s' % (alias, m.name) for alias, m in enum_cls.__members__.items()
               if alias != m.name]
    if aliases:
        raise ValueError('duplicate values found in %r: %s' % (enum_cls, ', '.join(aliases)))
    return enum_cls


def _power_of_two(val):
    return val >= 1 and _is_single_bit(val)


def global_enum_repr(self):
    """repr of a member of a global_enum: module.NAME."""
    return '%s.%s' % (self.__class__.__module__.rpartition('.')[2], self._name_)


def global_flag_repr(self):
    """repr of a flag member of a global_enum: module.A|module.B."""
    module = self.__class__.__module__.rpartition('.')[2]
    if self._name_ is None:
        return '%s.%s(%r)' % (module, self.__class__.__name__, self._value_)
    if _is_single_bit(self._value_):
        return '%s.%s' % (module, self._name_)
    if self._boundary_ is not FlagBoundary.KEEP:
        return '|'.join('%s.%s' % (module, n) for n in self.name.split('|'))
    parts = []
    for n in self._name_.split('|'):
        parts.append(n if n[0].isdigit() else '%s.%s' % (module, n))
    return '|'.join(parts)


def global_str(self):
    """str of a member of a global_enum: its bare name."""
    if self._name_ is None:
        return '%s(%r)' % (self.__class__.__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """Decorator: put the members in the module's namespace and show them
    as module.NAME."""
    cls.__repr__ = global_flag_repr if issubclass(cls, Flag) else global_enum_repr
    if update_str or not issubclass(cls, ReprEnum):
        cls.__str__ = global_str
    vars(sys.modules[cls.__module__]).update(cls.__members__)
    return cls


class EnumCheck(StrEnum):
    """The checks verify() can make."""

    CONTINUOUS = 'no skipped integer values'
    NAMED_FLAGS = 'multi-flag aliases may not contain unnamed flags'
    UNIQUE = 'one name per value'


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck.__members__.values()


def _check_continuous(cls_name, values, kind):
    low = min(values)
    high = max(values)
    if kind == 'flag':
        bits = range(_high_bit(low), _high_bit(high) + 1)
        missing = sorted(2 ** b for b in bits if 2 ** b not in values)
    else:
        missing = [v for v in range(low + 1, high) if v not in values]
    if missing:
        raise ValueError(('invalid %s %r: missing values %s'
                          % (kind, cls_name, ', '.join(map(str, missing))))[:256])


class verify:
    """Class decorator checking an enum_cls against EnumChecks."""

    def __init__(self, *wanted):
        self.checks = wanted

    def __call__(self, enum_cls):
        kind = 'flag' if issubclass(enum_cls, Flag) else 'enum'
        cls_name = enum_cls.__name__
        for check in self.checks:
            if check is UNIQUE:
                aliases = ['%s -> %s' % (alias, m.name)
                           for alias, m in enum_cls.__members__.items() if alias != m.name]
                if aliases:
                    raise ValueError('aliases found in %r: %s' % (enum_cls, ', '.join(aliases)))
            elif CONTINUOUS is check:
                values = {m.value for m in enum_cls}
                if len(values) > 1:
                    _check_continuous(cls_name, values, kind)
            elif NAMED_FLAGS is check:
                named = 0
                for m in enum_cls:
                    named |= m._value_
                problems, lacking = [], 0
                for alias, m in enum_cls._member_map_.items():
                    if alias in enum_cls._member_names_ or _is_single_bit(m._value_):
                        continue
                    gaps = m._value_ & ~named
                    if gaps:
                        problems.append(alias)
                        lacking |= gaps
                if problems:
                    which = 'alias %s is missing' if len(problems) == 1 else 'aliases %s are missing'
                    bits = [2 ** b for b in range(lacking.bit_length()) if lacking & 2 ** b]
                    what = 'value 0x%x' % bits[0] if len(bits) == 1 else \
                        'combined values of 0x%x' % lacking
                    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) '
                                     'for details]' % (cls_name, which % ', '.join(problems), what))
        return enum_cls
