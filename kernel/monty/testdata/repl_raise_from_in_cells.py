# Explicit chaining across calls, printed with "The above exception was the direct cause".
class ConfigError(Exception):
    pass
def load(settings, key):
    try:
        return settings[key]
    except KeyError as exc:
        raise ConfigError(f"missing setting {key!r}") from exc
# %% cell
load({"a": 1}, "a")
# %% cell
load({"a": 1}, "b")
# %% cell
def load_quiet(settings, key):
    try:
        return settings[key]
    except KeyError:
        raise ConfigError(f"missing setting {key!r}") from None
load_quiet({}, "c")
