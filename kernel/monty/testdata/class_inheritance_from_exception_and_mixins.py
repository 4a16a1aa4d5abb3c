# Mixins adding behaviour to exceptions: formatting, codes, retryable flags.
class CodeMixin:
    code = 500
    def describe(self):
        return f"[{self.code}] {type(self).__name__}: {self}"
class RetryMixin:
    retryable = True
class HttpError(CodeMixin, Exception): pass
class NotFound(HttpError):
    code = 404
class Timeout(RetryMixin, HttpError):
    code = 504
for exc in (NotFound("no page"), Timeout("slow upstream"), HttpError("boom")):
    try:
        raise exc
    except HttpError as e:
        print(e.describe(), getattr(e, "retryable", False))
print([c.__name__ for c in Timeout.__mro__])
