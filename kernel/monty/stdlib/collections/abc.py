"""collections.abc: the container ABCs, which live in _collections_abc so
that collections itself can build on them."""

from _collections_abc import __all__, _CallableGenericAlias
from _collections_abc import *
