"""The language changes a module can opt into early with `from __future__ import`.

Each feature records the release that first accepted it (optional), the one
where it became the only behaviour (mandatory, None when not scheduled), and
the flag compile() takes to switch it on.
"""

# The flags compile() takes (and code objects once carried) per feature.
CO_NESTED = 1 << 4
CO_GENERATOR_ALLOWED = 0
CO_FUTURE_DIVISION = 1 << 17
CO_FUTURE_ABSOLUTE_IMPORT = 1 << 18
CO_FUTURE_WITH_STATEMENT = 1 << 19
CO_FUTURE_PRINT_FUNCTION = 1 << 20
CO_FUTURE_UNICODE_LITERALS = 1 << 21
CO_FUTURE_BARRY_AS_BDFL = 1 << 22
CO_FUTURE_GENERATOR_STOP = 1 << 23
CO_FUTURE_ANNOTATIONS = 1 << 24


class _Feature:
    """One future feature: its two releases and its compiler flag."""

    def __init__(self, first, rule, flag):
        # first: the release accepting the feature; rule: the one requiring it.
        self._releases = (first, rule)
        self.compiler_flag = flag

    optional = property(lambda self: self._releases[0])
    mandatory = property(lambda self: self._releases[1])

    def getOptionalRelease(self):
        """The first release (as sys.version_info's 5-tuple) that accepted the feature."""
        return self._releases[0]

    def getMandatoryRelease(self):
        """The release where the feature is always on, or None if none is planned."""
        return self._releases[1]

    def __repr__(self):
        first, rule = self._releases
        return f"_Feature({first!r}, {rule!r}, {self.compiler_flag!r})"


# name: (first release accepting it, release making it the rule, flag)
_TABLE = {
    "nested_scopes": ((2, 1, 0, "beta", 1), (2, 2, 0, "alpha", 0), CO_NESTED),
    "generators": ((2, 2, 0, "alpha", 1), (2, 3, 0, "final", 0), CO_GENERATOR_ALLOWED),
    "division": ((2, 2, 0, "alpha", 2), (3, 0, 0, "alpha", 0), CO_FUTURE_DIVISION),
    "absolute_import": ((2, 5, 0, "alpha", 1), (3, 0, 0, "alpha", 0), CO_FUTURE_ABSOLUTE_IMPORT),
    "with_statement": ((2, 5, 0, "alpha", 1), (2, 6, 0, "alpha", 0), CO_FUTURE_WITH_STATEMENT),
    "print_function": ((2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0), CO_FUTURE_PRINT_FUNCTION),
    "unicode_literals": ((2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0), CO_FUTURE_UNICODE_LITERALS),
    "barry_as_FLUFL": ((3, 1, 0, "alpha", 2), (4, 0, 0, "alpha", 0), CO_FUTURE_BARRY_AS_BDFL),
    "generator_stop": ((3, 5, 0, "beta", 1), (3, 7, 0, "alpha", 0), CO_FUTURE_GENERATOR_STOP),
    "annotations": ((3, 7, 0, "beta", 1), None, CO_FUTURE_ANNOTATIONS),
}

all_feature_names = list(_TABLE)
globals().update({name: _Feature(*spec) for name, spec in _TABLE.items()})
__all__ = ["all_feature_names", *all_feature_names]
del _TABLE
