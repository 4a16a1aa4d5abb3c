"""Abstract base classes: the ABCMeta metaclass, ABC and abstractmethod."""

# Bumped by every register(); each ABC remembers the value its negative
# cache was filled under, so a registration anywhere invalidates them all.
_generation = [0]


def get_cache_token():
    """Return a value that changes whenever an ABC gains a virtual subclass."""
    return _generation[0]


def abstractmethod(func):
    """Mark funcobj abstract: an ABCMeta class that keeps it cannot be instantiated."""
    func.__isabstractmethod__ = True
    return func


# monty's classmethod, staticmethod and property cannot yet be subclassed
# (construction yields the base type), so these deprecated spellings flag
# the wrapped function itself and hand back the plain descriptor, which
# reports __isabstractmethod__ from what it wraps.

def _flag(fn):
    if fn is not None:
        fn.__isabstractmethod__ = True
    return fn


class abstractclassmethod(classmethod):
    """Deprecated: use classmethod stacked over abstractmethod."""

    def __new__(cls, callable):
        return classmethod(_flag(callable))


class abstractstaticmethod(staticmethod):
    """Deprecated: use staticmethod stacked over abstractmethod."""

    def __new__(cls, callable):
        return staticmethod(_flag(callable))


class abstractproperty(property):
    """Deprecated: use property stacked over abstractmethod."""

    def __new__(cls, fget=None, fset=None, fdel=None, doc=None):
        return property(_flag(fget), fset, fdel, doc)


for _kind in abstractclassmethod, abstractstaticmethod, abstractproperty:
    _kind.__isabstractmethod__ = True
del _kind


class _AbcState:
    """What one ABC knows about its virtual subclasses."""

    __slots__ = ('registry', 'yes', 'no', 'generation')

    def __init__(self):
        self.registry = set()
        self.yes = set()
        self.no = set()
        self.generation = _generation[0]


_function = type(lambda: None)
# Class attributes that are never abstract; asking them would build an
# AttributeError each, which is most of an ABC's creation time.
_PLAIN = (str, int, float, tuple, frozenset, bool, bytes, dict, list, type(None))


def _flagged(value):
    if type(value) is _function:
        return bool(value.__dict__.get('__isabstractmethod__', False))
    if isinstance(value, _PLAIN):
        return False
    return bool(getattr(value, '__isabstractmethod__', False))


def _abstract_names(cls, own):
    names = {key for key, value in own.items() if _flagged(value)}
    for base in cls.__bases__:
        for key in getattr(base, '__abstractmethods__', ()):
            if _flagged(getattr(cls, key, None)):
                names.add(key)
    return frozenset(names)


class ABCMeta(type):
    """Metaclass for Abstract Base Classes.

    A class made with it may be subclassed as usual, or be given virtual
    subclasses with register(); isinstance() and issubclass() then answer
    True for those without their MRO containing the ABC.
    """

    def __new__(meta, name, bases, ns, /, **kw):
        cls = type.__new__(meta, name, bases, ns, **kw)
        cls.__abstractmethods__ = _abstract_names(cls, ns)
        cls._abc_impl = _AbcState()
        return cls

    def register(cls, sub):
        """Make subclass a virtual subclass of cls; returns subclass."""
        if not isinstance(sub, type):
            raise TypeError("Can only register classes")
        if issubclass(sub, cls):
            return sub
        if issubclass(cls, sub):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_impl.registry.add(sub)
        _generation[0] += 1
        return sub

    def __instancecheck__(cls, obj):
        """isinstance(instance, cls)."""
        klass = obj.__class__
        if cls.__subclasscheck__(klass):
            return True
        kind = type(obj)
        return kind is not klass and cls.__subclasscheck__(kind)

    def __subclasscheck__(cls, sub):
        """issubclass(subclass, cls), counting virtual subclasses."""
        if not isinstance(sub, type):
            raise TypeError('issubclass() arg 1 must be a class')
        state = cls._abc_impl
        if sub in state.yes:
            return True
        if state.generation != _generation[0]:
            state.no = set()
            state.generation = _generation[0]
        elif sub in state.no:
            return False
        verdict = cls._decide(sub)
        (state.yes if verdict else state.no).add(sub)
        return verdict

    def _decide(cls, sub):
        hooked = cls.__subclasshook__(sub)
        if hooked is not NotImplemented:
            if not isinstance(hooked, bool):
                raise AssertionError("__subclasshook__ must return either False, True, or NotImplemented")
            return hooked
        if cls in getattr(sub, "__mro__", ()):
            return True
        for virtual in cls._abc_impl.registry:
            if issubclass(sub, virtual):
                return True
        for child in cls.__subclasses__():
            if issubclass(sub, child):
                return True
        return False

    def _dump_registry(cls, file=None):
        """Print the ABC's registry and caches, for debugging."""
        st = cls._abc_impl
        rows = (('Class', cls.__module__ + '.' + cls.__qualname__),
                ('Inv. counter', _generation[0]),
                ('_abc_registry', repr(st.registry)),
                ('_abc_cache', repr(st.yes)),
                ('_abc_negative_cache', repr(st.no)),
                ('_abc_negative_cache_version', repr(st.generation)))
        for label, shown in rows:
            print('%s: %s' % (label, shown), file=file)

    def _abc_registry_clear(self):
        """Forget every registered virtual subclass."""
        self._abc_impl.registry.clear()

    def _abc_caches_clear(self):
        """Forget every cached isinstance/issubclass answer."""
        self._abc_impl.yes.clear()
        self._abc_impl.no.clear()


def update_abstractmethods(klass):
    """Recompute cls.__abstractmethods__ after methods were added or replaced."""
    if hasattr(klass, '__abstractmethods__'):
        klass.__abstractmethods__ = _abstract_names(klass, vars(klass))
    return klass


class ABC(metaclass=ABCMeta):
    """Base class whose subclasses are ABCs, without naming the metaclass."""

    __slots__ = ()
