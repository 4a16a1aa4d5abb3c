# warnings.warn with stacklevel, custom Warning subclasses, once/default filters counted via record.
import warnings
class MyWarning(UserWarning):
    pass
def old_api():
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)
    return 1
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old_api()
    warnings.warn("custom", MyWarning)
    warnings.warn(MyWarning("instance form"))
print([(x.category.__name__, str(x.message)) for x in w], issubclass(MyWarning, Warning))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("once")
    for _ in range(3):
        warnings.warn("repeated")
print(len(w))
with warnings.catch_warnings():
    warnings.filterwarnings("error", category=MyWarning)
    try:
        warnings.warn("boom", MyWarning)
    except MyWarning as e:
        print("raised:", e)
