"""The collections ABCs; they live in _collections_abc so that collections
itself can build on them."""

from _collections_abc import *
from _collections_abc import __all__
from _collections_abc import _CallableGenericAlias
