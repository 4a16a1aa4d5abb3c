# User exception classes: attributes, __str__, inheritance, catching by base.
class AppError(Exception):
    """Base of the app's errors."""
class NotFound(AppError):
    def __init__(self, key):
        super().__init__(f"not found: {key}")
        self.key = key
class Invalid(AppError):
    def __init__(self, field, reason):
        self.field = field
        self.reason = reason
    def __str__(self):
        return f"{self.field}: {self.reason}"
for exc in (NotFound("x"), Invalid("age", "negative"), AppError("plain")):
    try:
        raise exc
    except AppError as e:
        print(type(e).__name__, "|", e, "|", repr(e), "|", e.args)
try:
    raise NotFound("k")
except NotFound as e:
    print(e.key, isinstance(e, AppError), isinstance(e, Exception))

class WithRepr(Exception):
    def __repr__(self):
        return "WithRepr!"
print(repr(WithRepr()), str(WithRepr("s")))

class Multi(ValueError, KeyError):
    pass
try:
    raise Multi("both")
except KeyError as e:
    print("caught as KeyError:", type(e).__name__, [c.__name__ for c in Multi.__mro__])

class NoInitCall(Exception):
    def __init__(self, a, b):
        self.a = a
print(NoInitCall(1, 2).args)
class Base(BaseException): pass
try:
    try:
        raise Base("not an Exception")
    except Exception:
        print("never")
except BaseException as b:
    print("BaseException caught:", b)
