"""Enumerations: classes whose attributes are a fixed set of named
members (PEP 435), plus integer, string and flag variants.

EnumType builds the class: _EnumDict records which names of the class body
are members (not descriptors, dunders or _sunder_ names), then each value is
turned into a member instance, aliases (repeated values) point at the first
member, and the class gets the lookup tables _member_map_ (name -> member)
and _value2member_map_ (value -> member). Calling the class looks a member
up by value; Flag classes make composite members on demand.
"""

import sys
from types import MappingProxyType, DynamicClassAttribute

__all__ = [
    'EnumType', 'EnumMeta',
    'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
    'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
    'global_flag_repr', 'global_enum_repr', 'global_str', 'global_enum',
    'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE',
    'pickle_by_global_name', 'pickle_by_enum_name',
]

# Defined once the classes exist (the metaclass checks for them).
Enum = Flag = EJECT = _stdlib_enums = ReprEnum = None


class nonmember(object):
    """Keep value from becoming a member of an Enum class."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Make value a member of an Enum class (even a function)."""

    def __init__(self, value):
        self.value = value


def _is_descriptor(obj):
    return (hasattr(obj, '__get__') or
            hasattr(obj, '__set__') or
            hasattr(obj, '__delete__'))


def _is_dunder(name):
    return (len(name) > 4 and
            name[:2] == name[-2:] == '__' and
            name[2] != '_' and
            name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and
            name[0] == name[-1] == '_' and
            name[1:2] != '_' and
            name[-2:-1] != '_')


def _is_internal_class(cls_name, obj):
    # A class nested in the enum's body.
    if not isinstance(obj, type):
        return False
    qualname = getattr(obj, '__qualname__', '')
    s_pattern = cls_name + '.' + getattr(obj, '__name__', '')
    e_pattern = '.' + s_pattern
    return qualname == s_pattern or qualname.endswith(e_pattern)


def _is_private(cls_name, name):
    # _ClassName__attr is a mangled private name, not a member.
    pattern = '_%s__' % (cls_name, )
    pat_len = len(pattern)
    return (len(name) > pat_len
            and name.startswith(pattern)
            and name[pat_len:pat_len + 1] != '_'
            and (name[-1] != '_' or name[-2] != '_'))


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _make_class_unpicklable(obj):
    def _break_on_call_reduce(self, proto):
        raise TypeError('%r cannot be pickled' % self)
    if isinstance(obj, dict):
        obj['__reduce_ex__'] = _break_on_call_reduce
        obj['__module__'] = '<unknown>'
    else:
        setattr(obj, '__reduce_ex__', _break_on_call_reduce)
        setattr(obj, '__module__', '<unknown>')


def _iter_bits_lsb(num):
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def bin(num, max_bits=None):
    """Like the builtin bin(), with a sign bit: 0b0 for positive numbers,
    0b1 for negative ones in two's complement, padded to max_bits."""
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = _bltin_bin(num + ceiling).replace('1', '0', 1)
    else:
        s = _bltin_bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


import builtins as _builtins
_bltin_bin = _builtins.bin

_auto_null = object()


class auto:
    """A placeholder for the value _generate_next_value_ chooses."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % self.value


class property(DynamicClassAttribute):
    """The name and value of members (and other attributes an enum wants on
    members only): looked up on the class, they raise AttributeError."""

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            try:
                return ownerclass._member_map_[self.name]
            except KeyError:
                raise AttributeError(
                    '%r has no attribute %r' % (ownerclass, self.name))
        if self.fget is None:
            raise AttributeError('%r member has no attribute %r' % (ownerclass, self.name))
        return self.fget(instance)

    def __set_name__(self, ownerclass, name):
        self.name = name


class _EnumDict(dict):
    """The namespace of an enum's class body: it notes which names are
    members, resolves auto() values, and refuses to define a name twice."""

    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = None
        self._generate_next_value = None

    def __setitem__(self, key, value):
        if self._cls_name is not None and _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key not in (
                    '_order_',
                    '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
                    '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_',
            ):
                raise ValueError(
                    '_sunder_ names, such as %r, are reserved for future Enum use'
                    % (key, ))
            if key == '_generate_next_value_':
                if self._auto_called:
                    raise TypeError("_generate_next_value_ must be defined before members")
                _gnv = value.__func__ if isinstance(value, staticmethod) else value
                self._generate_next_value = _gnv
            elif key == '_ignore_':
                if isinstance(value, str):
                    value = value.replace(',', ' ').split()
                else:
                    value = list(value)
                self._ignore = value
                already = set(value) & set(self._member_names)
                if already:
                    raise ValueError(
                        '_ignore_ cannot specify already set names: %r'
                        % (already, ))
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._member_names:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        else:
            if key in self:
                raise TypeError('%r already defined as %r' % (key, self[key]))
            elif isinstance(value, member):
                value = value.value
            non_auto_store = True
            single = False
            if isinstance(value, auto):
                single = True
                value = (value, )
            if type(value) is tuple and any(isinstance(v, auto) for v in value):
                auto_valued = []
                for v in value:
                    if isinstance(v, auto):
                        non_auto_store = False
                        if v.value == _auto_null:
                            v.value = self._generate_next_value(
                                key, 1, len(self._member_names), self._last_values[:])
                            self._auto_called = True
                        v = v.value
                        self._last_values.append(v)
                    auto_valued.append(v)
                if single:
                    value = auto_valued[0]
                else:
                    value = tuple(auto_valued)
            self._member_names[key] = None
            if non_auto_store:
                self._last_values.append(value)
        super().__setitem__(key, value)

    def update(self, members, **more_members):
        try:
            for name in members.keys():
                self[name] = members[name]
        except AttributeError:
            for name, value in members:
                self[name] = value
        for name, value in more_members.items():
            self[name] = value


class EnumType(type):
    """The metaclass of Enum classes."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            enum_dict['_generate_next_value_'] = getattr(
                first_enum, '_generate_next_value_', None,
            )
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(metacls, cls, bases, classdict, **kwds)

        classdict.setdefault('_ignore_', []).append('_ignore_')
        ignore = classdict['_ignore_']
        for key in ignore:
            classdict.pop(key, None)

        member_names = classdict._member_names

        invalid_names = set(member_names) & {'mro', ''}
        if invalid_names:
            raise ValueError('invalid enum member name(s) %s' % (
                ','.join(repr(n) for n in invalid_names)))

        _order_ = classdict.pop('_order_', None)

        # The member values leave the namespace; members replace them.
        member_values = {name: classdict[name] for name in member_names}
        for name in member_names:
            dict.__delitem__(classdict, name)

        member_type, first_enum = metacls._get_mixins_(cls, bases)
        __new__, save_new, use_args = metacls._find_new_(
            classdict, member_type, first_enum,
        )
        body = dict(classdict.items())
        body['_new_member_'] = __new__
        body['_use_args_'] = use_args
        body['_member_names_'] = []
        body['_member_map_'] = {}
        body['_value2member_map_'] = {}
        body['_unhashable_values_'] = []
        body['_member_type_'] = member_type
        body['_value_repr_'] = metacls._find_data_repr_(cls, bases)
        if Flag is not None and bases and issubclass(bases[-1], Flag):
            body['_boundary_'] = boundary or bases[-1]._boundary_
            body['_flag_mask_'] = 0
            body['_singles_mask_'] = 0
            body['_all_bits_'] = 0
            body['_inverted_'] = None
        elif boundary is not None:
            body['_boundary_'] = boundary

        if Enum is not None:
            # Members use Enum's lookup __new__ once the class is made.
            if save_new:
                body['__new_member__'] = __new__
            body['__new__'] = Enum.__new__

        enum_class = super().__new__(metacls, cls, bases, body, **kwds)

        for name, value in member_values.items():
            metacls._add_member_(enum_class, name, value)

        # The data type's repr, str and format come before Enum's in the
        # MRO of a mixed enum (int, Enum); Enum's are wanted.
        if first_enum is not None:
            for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
                if name not in classdict:
                    enum_method = getattr(first_enum, name)
                    found_method = getattr(enum_class, name)
                    object_method = getattr(object, name)
                    data_type_method = getattr(member_type, name)
                    if found_method in (data_type_method, object_method):
                        type.__setattr__(enum_class, name, enum_method)

        # Flag's operators win over a data type's (int.__or__ for IntFlag).
        if Flag is not None and issubclass(enum_class, Flag):
            for name in ('__or__', '__and__', '__xor__',
                         '__ror__', '__rand__', '__rxor__', '__invert__'):
                if name not in classdict:
                    type.__setattr__(enum_class, name, getattr(Flag, name))

        # ReprEnum keeps Enum's repr only: str() and format() are the data
        # type's.
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError(
                    'ReprEnum subclasses must be mixed with a data type (i.e.'
                    ' int, str, float, etc.)')
            if '__format__' not in classdict:
                type.__setattr__(enum_class, '__format__', member_type.__format__)
            if '__str__' not in classdict:
                method = member_type.__str__
                if method is object.__str__:
                    method = member_type.__repr__
                type.__setattr__(enum_class, '__str__', method)

        if Flag is not None and issubclass(enum_class, Flag):
            single_bits = multi_bits = 0
            for m in enum_class._member_map_.values():
                v = m._value_
                if _is_single_bit(v):
                    single_bits |= v
                else:
                    multi_bits |= v
            flag_mask = single_bits | multi_bits
            enum_class._flag_mask_ = flag_mask
            enum_class._singles_mask_ = single_bits
            enum_class._all_bits_ = 2 ** flag_mask.bit_length() - 1
            # Iteration covers the canonical (single bit) members only.
            enum_class._member_names_ = [
                name for name in enum_class._member_names_
                if _is_single_bit(enum_class._member_map_[name]._value_)]

        # When a mixin has no __reduce_ex__ of its own pickling by value
        # would not work; nothing to do for the common cases here.

        if _order_ is not None:
            if isinstance(_order_, str):
                _order_ = _order_.replace(',', ' ').split()
            if _order_ != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (enum_class._member_names_, _order_))

        return enum_class

    def _add_member_(cls, name, value):
        if not isinstance(value, tuple):
            args = (value, )
        else:
            args = value
        if cls._member_type_ is tuple:
            args = (args, )
        new = cls._new_member_
        if not cls._use_args_:
            enum_member = new(cls)
        else:
            enum_member = new(cls, *args)
        if not hasattr(enum_member, '_value_'):
            if cls._member_type_ is object:
                enum_member._value_ = value
            else:
                try:
                    enum_member._value_ = cls._member_type_(*args)
                except Exception as exc:
                    new_exc = TypeError(
                        '_value_ not set in __new__, unable to create it')
                    new_exc.__cause__ = exc
                    raise new_exc
        value = enum_member._value_
        enum_member._name_ = name
        enum_member.__objclass__ = cls
        enum_member.__init__(*args)
        enum_member._sort_order_ = len(cls._member_names_)

        # An alias is a name for an existing member's value.
        alias_of = None
        try:
            alias_of = cls._value2member_map_.get(value)
        except TypeError:
            for existing in cls._member_map_.values():
                if existing._value_ == value:
                    alias_of = existing
                    break
        if alias_of is None and Flag is not None and issubclass(cls, Flag):
            pass
        if alias_of is not None:
            enum_member = alias_of
        else:
            cls._member_names_.append(name)
        type.__setattr__(cls, name, enum_member)
        cls._member_map_[name] = enum_member
        try:
            cls._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            cls._unhashable_values_.append(value)

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        """Cls(value) looks a member up by value; Cls('Name', names) makes a
        new Enum class with the functional API.
        """
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(
            value,
            names,
            module=module,
            qualname=qualname,
            type=type,
            start=start,
            boundary=boundary,
        )

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            import warnings
            darn = ("in 3.12 __contains__ will no longer raise TypeError, but will return True or\n"
                    "False depending on whether the value is a member or the value of a member")
            warnings.warn(darn, DeprecationWarning, stacklevel=2)
            raise TypeError(
                "unsupported operand type(s) for 'in': '%s' and '%s'" % (
                    type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __dir__(cls):
        interesting = set([
            '__class__', '__contains__', '__doc__', '__getitem__',
            '__iter__', '__len__', '__members__', '__module__',
            '__name__', '__qualname__',
        ] + cls._member_names_)
        if cls._new_member_ is not object.__new__:
            interesting.add('__new__')
        if cls.__init_subclass__ is not object.__init_subclass__:
            interesting.add('__init_subclass__')
        if cls._member_type_ is object:
            return sorted(interesting)
        return sorted(set(dir(cls._member_type_)) | interesting)

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(cls, name):
        """The member named name."""
        return cls._member_map_[name]

    def __iter__(cls):
        """The members, in definition order (aliases excluded)."""
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        """The number of members (aliases excluded)."""
        return len(cls._member_names_)

    @DynamicClassAttribute
    def __members__(cls):
        """A read-only mapping of all member names (aliases included) to
        members.
        """
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        else:
            return "<enum %r>" % cls.__name__

    def __reversed__(cls):
        """The members, in reverse definition order."""
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name, ))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        """The functional API: a new enum class named class_name with
        members from names (a string of names, a list of names or of
        (name, value) pairs, or a mapping)."""
        metacls = cls.__class__
        bases = (cls, ) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = metacls.__prepare__(class_name, bases)

        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))

        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value

        if module is None:
            try:
                module = sys._getframe(2).f_globals['__name__']
            except (AttributeError, ValueError, KeyError):
                pass
        if module is None:
            _make_class_unpicklable(classdict)
        else:
            classdict['__module__'] = module
        if qualname is not None:
            classdict['__qualname__'] = qualname

        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError(
                        "<enum %r> cannot extend %r"
                        % (class_name, base),
                    )

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        """The data type of the members and the first Enum base."""
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = mcls._find_data_type_(class_name, bases) or object
        return member_type, first_enum

    @classmethod
    def _find_data_repr_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    return base.__dict__.get('_value_repr_', None)
                elif '__repr__' in base.__dict__:
                    return base.__dict__['__repr__']
        return None

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        data_types = set()
        base_chain = set()
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                base_chain.add(base)
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        data_types.add(base._member_type_)
                        break
                elif '__new__' in base.__dict__ or '__init__' in base.__dict__:
                    if isinstance(base, EnumType):
                        continue
                    data_types.add(candidate or base)
                    break
                else:
                    candidate = candidate or base
        if len(data_types) > 1:
            raise TypeError('too many data types for %r: %r' % (class_name, data_types))
        elif data_types:
            return data_types.pop()
        else:
            return None

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        """The __new__ that makes members, whether the class body defines it
        (save_new), and whether it takes the member value's items."""
        __new__ = classdict.get('__new__', None)
        save_new = first_enum is not None and __new__ is not None

        if __new__ is None:
            for method in ('__new_member__', '__new__'):
                for possible in (member_type, first_enum):
                    target = getattr(possible, method, None)
                    if target not in {
                            None,
                            None.__new__,
                            object.__new__,
                            Enum.__new__,
                    }:
                        __new__ = target
                        break
                if __new__ is not None:
                    break
            else:
                __new__ = object.__new__

        if first_enum is None or __new__ in (Enum.__new__, object.__new__):
            use_args = False
        else:
            use_args = True
        return __new__, save_new, use_args


EnumMeta = EnumType


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs.

    class Color(Enum):
        RED = 1
        BLUE = 2

    Color.RED is <Color.RED: 1>; Color(1) and Color['RED'] look it up;
    iterating Color yields its members (not aliases) in definition order.
    """

    def __new__(cls, value):
        # Look the member up: by identity, by value, then through _missing_.
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        try:
            if isinstance(result, cls):
                return result
            elif (Flag is not None and issubclass(cls, Flag)
                  and cls._boundary_ is EJECT and isinstance(result, int)):
                return result
            else:
                ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
                if result is None and exc is None:
                    raise ve_exc
                elif exc is None:
                    exc = TypeError(
                        'error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls.__name__, result)
                    )
                if not isinstance(exc, ValueError):
                    exc.__context__ = ve_exc
                raise exc
        finally:
            exc = None
            ve_exc = None

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        """The value auto() gives: one more than the largest value so far,
        start for the first member."""
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            else:
                return last_values[-1] + 1
        except TypeError:
            import warnings
            warnings.warn(
                "In 3.13 the default `auto()`/`_generate_next_value_` will require all values to be sortable and support adding +1\n"
                "and the value returned will be the largest value in the enum incremented by 1",
                DeprecationWarning,
                stacklevel=3,
            )
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_, )

    def __dir__(self):
        if self.__class__._member_type_ is object:
            interesting = set(['__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value'])
        else:
            interesting = set(object.__dir__(self))
        for name in getattr(self, '__dict__', []):
            if name[0] != '_':
                interesting.add(name)
        for cls in self.__class__.mro():
            for name, obj in cls.__dict__.items():
                if name[0] == '_' or isinstance(obj, Enum):
                    continue
                if isinstance(obj, property):
                    if obj.fget is not None or name not in self._member_map_:
                        interesting.add(name)
                    else:
                        interesting.discard(name)
                else:
                    interesting.add(name)
        names = sorted(
            set(['__class__', '__doc__', '__eq__', '__hash__', '__module__'])
            | interesting
        )
        return names

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_, )

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """An Enum whose str() and format() are those of its data type; only
    the repr is Enum's.
    """


class IntEnum(int, ReprEnum):
    """Enum whose members are also ints."""


class StrEnum(str, ReprEnum):
    """Enum whose members are also strs."""

    def __new__(cls, *values):
        """values are those str() takes (the string and maybe encoding and
        errors).
        """
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values, ))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError('%r is not a string' % (values[0], ))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError('encoding must be a string, not %r' % (values[1], ))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError('errors must be a string, not %r' % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        """auto() gives the member name in lower case."""
        return name.lower()


def _reduce_ex_by_global_name(self, proto):
    return self.name


pickle_by_global_name = _reduce_ex_by_global_name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)


class FlagBoundary(StrEnum):
    """Control how out of range values are handled:
    STRICT raises ValueError, CONFORM discards the unknown bits, EJECT
    returns a plain int, KEEP keeps the unknown bits."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """Members are bit flags that combine with |, & and ^ into other
    members of the class.
    """

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        """The next power of two above the largest value so far."""
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        """The members whose bits are set in value, lowest bit first."""
        for val in _iter_bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(val)

    @classmethod
    def _iter_member_by_def_(cls, value):
        """The members whose bits are set in value, in definition order."""
        for name in cls._member_names_:
            member = cls._member_map_[name]
            if member._value_ & value == member._value_:
                yield member

    _iter_member_ = _iter_member_by_def_

    @classmethod
    def _missing_(cls, value):
        """Create a composite member containing all canonical members present
        in `value`; out-of-range bits follow the class's boundary."""
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if (not ~all_bits <= value <= all_bits
                or value & (all_bits ^ flag_mask)):
            boundary = cls._boundary_
            if boundary is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                    cls, value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, boundary))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]' % (
                cls.__name__, value, unknown, bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo_member, '_value_'):
            pseudo_member._value_ = value
        if member_value or aliases:
            members = []
            combined_value = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined_value |= m._value_
            if aliases:
                value = member_value | aliases
                for n, pv in cls._member_map_.items():
                    if pv not in members and pv._value_ and pv._value_ & value == pv._value_:
                        members.append(pv)
                        combined_value |= pv._value_
            unknown = value ^ combined_value
            pseudo_member._name_ = '|'.join([m._name_ for m in members])
            if not combined_value:
                pseudo_member._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError('%r: no members with value %r' % (cls, unknown))
            elif unknown:
                pseudo_member._name_ += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        if not unknown:
            pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
            if neg_value is not None:
                cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        """True if other's bits are all set in self."""
        if not isinstance(other, self.__class__):
            raise TypeError(
                "unsupported operand type(s) for 'in': %r and %r" % (
                    type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        """The members whose bits are set, in definition order."""
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return format(self._value_, 'b').count('1')

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        else:
            return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        else:
            return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value ^ other)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return self.__class__(~self._value_)
        return self.__class__(self._singles_mask_ & ~self._value_)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flags that are also ints."""


def _high_bit(value):
    """The index of the highest bit of value (-1 for zero or negative)."""
    return value.bit_length() - 1


def unique(enumeration):
    """Class decorator refusing an Enum with aliases (two names for one
    value).
    """
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(
            ["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' %
                         (enumeration, alias_details))
    return enumeration


def _power_of_two(value):
    if value < 1:
        return False
    return value == 2 ** _high_bit(value)


def global_enum_repr(self):
    """The repr module.NAME for an enum exported to its module."""
    module = self.__class__.__module__.split('.')[-1]
    return '%s.%s' % (module, self._name_)


def global_flag_repr(self):
    """Use module.flag_name instead of class.flag_name, joining the names of
    a composite with |."""
    module = self.__class__.__module__.split('.')[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return "%s.%s(%r)" % (module, cls_name, self._value_)
    if _is_single_bit(self._value_):
        return '%s.%s' % (module, self._name_)
    if self._boundary_ is not FlagBoundary.KEEP:
        return '|'.join(['%s.%s' % (module, name) for name in self.name.split('|')])
    else:
        name = []
        for n in self._name_.split('|'):
            if n[0].isdigit():
                name.append(n)
            else:
                name.append('%s.%s' % (module, n))
        return '|'.join(name)


def global_str(self):
    """The str NAME for an enum exported to its module."""
    if self._name_ is None:
        cls_name = self.__class__.__name__
        return "%s(%r)" % (cls_name, self._value_)
    else:
        return self._name_


def global_enum(cls, update_str=False):
    """Decorator: export the members into the module's namespace and make
    their reprs say module.NAME."""
    if issubclass(cls, Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, ReprEnum) or update_str:
        cls.__str__ = global_str
    sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls


class EnumCheck(StrEnum):
    """Various conditions to check an enumeration for."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Class decorator checking an enumeration for the EnumCheck conditions
    given (UNIQUE, CONTINUOUS, NAMED_FLAGS).
    """

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        checks = self.checks
        cls_name = enumeration.__name__
        if Flag is not None and issubclass(enumeration, Flag):
            enum_type = 'flag'
        elif issubclass(enumeration, Enum):
            enum_type = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in checks:
            if check is UNIQUE:
                duplicates = []
                for name, member in enumeration.__members__.items():
                    if name != member.name:
                        duplicates.append((name, member.name))
                if duplicates:
                    alias_details = ', '.join(
                        ["%s -> %s" % (alias, name) for (alias, name) in duplicates])
                    raise ValueError('aliases found in %r: %s' %
                                     (enumeration, alias_details))
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                missing = []
                if enum_type == 'flag':
                    for i in range(_high_bit(low) + 1, _high_bit(high)):
                        if 2 ** i not in values:
                            missing.append(2 ** i)
                elif enum_type == 'enum':
                    for i in range(low + 1, high):
                        if i not in values:
                            missing.append(i)
                if missing:
                    raise ValueError(('invalid %s %r: missing values %s' % (
                        enum_type, cls_name, ', '.join((str(m) for m in missing)))
                    )[:256])
            elif check is NAMED_FLAGS:
                member_names = enumeration._member_names_
                member_values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in member_names:
                        continue
                    if alias.value < 0:
                        continue
                    values = list(_iter_bits_lsb(alias.value))
                    missed = [v for v in values if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        missing_value |= missed[0] if len(missed) == 1 else 0
                        for v in missed:
                            missing_value |= v
                if missing_names:
                    if len(missing_names) == 1:
                        alias = 'alias %s is missing' % missing_names[0]
                    else:
                        alias = 'aliases %s and %s are missing' % (
                            ', '.join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = 'value 0x%x' % missing_value
                    else:
                        value = 'combined values of 0x%x' % missing_value
                    raise ValueError(
                        'invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]'
                        % (cls_name, alias, value)
                    )
        return enumeration
