# Filter by name, filter objects and callables on loggers and handlers.
import logging
import sys

f = logging.Filter("app.db")
for name in ("app.db", "app.db.pool", "app.dbx", "app", "other"):
    rec = logging.makeLogRecord({"name": name})
    print(name, f.filter(rec))
print(logging.Filter().filter(logging.makeLogRecord({"name": "any"})))
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(name)s %(message)s"))
root = logging.getLogger("app")
root.propagate = False
root.addHandler(h)
h.addFilter(logging.Filter("app.db"))
logging.getLogger("app.db.pool").warning("passes the handler filter")
logging.getLogger("app.web").warning("stopped by the handler filter")
h.removeFilter(h.filters[0])
print(h.filters)
def no_secrets(record):
    return "secret" not in record.getMessage()
h.addFilter(no_secrets)
h.addFilter(no_secrets)
print(len(h.filters))
logging.getLogger("app.web").warning("a secret")
logging.getLogger("app.web").warning("public")
class Tag:
    def filter(self, record):
        record.msg = "[tagged] " + record.msg
        return True
root.addFilter(Tag())
root.warning("logger filter")
logging.getLogger("app.child").warning("logger filters apply only where the call is made")
root.filters.clear()
class Odd(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1
root.addFilter(Odd())
for i in range(4):
    root.warning("n=%d", i)
