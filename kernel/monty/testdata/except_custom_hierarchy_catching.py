# A domain exception hierarchy with multiple inheritance from builtins.
class AppError(Exception): pass
class ConfigError(AppError, ValueError): pass
class MissingKey(ConfigError, KeyError):
    def __str__(self):
        return f"missing config key {self.args[0]!r}"
def load(key):
    raise MissingKey(key)
for catcher in (MissingKey, KeyError, ValueError, LookupError, AppError, Exception):
    try:
        load("port")
    except catcher as e:
        print(catcher.__name__, "caught", type(e).__name__, "|", e)
print([c.__name__ for c in MissingKey.__mro__])
