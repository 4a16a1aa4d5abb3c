# warnings: catch_warnings(record=True), filters, categories, and warnings turned into errors.
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("first")
    warnings.warn("deprecated thing", DeprecationWarning)
    warnings.warn("runtime", category=RuntimeWarning)
print([(w.category.__name__, str(w.message)) for w in caught])
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error", UserWarning)
    except UserWarning as e:
        print("UserWarning raised:", e)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("ignore")
    warnings.warn("ignored")
print(len(caught))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="skip.*")
    warnings.warn("skip me")
    warnings.warn("keep me")
print([str(w.message) for w in caught], issubclass(DeprecationWarning, Warning))
