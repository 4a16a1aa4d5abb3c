# QueueHandler subclasses: enqueue and prepare overridden; a plain list as
# the queue (anything with put_nowait).
import logging
import logging.handlers


class Box:
    def __init__(self):
        self.items = []

    def put_nowait(self, item):
        self.items.append(item)


class Raw(logging.handlers.QueueHandler):
    def prepare(self, rec):
        return rec


class Tagged(logging.handlers.QueueHandler):
    def enqueue(self, rec):
        self.queue.put_nowait(("tag", rec.msg))


b1, b2 = Box(), Box()
log = logging.getLogger("qsub")
log.propagate = False
log.addHandler(Raw(b1))
log.addHandler(Tagged(b2))
log.warning("hello %s", "there")
r = b1.items[0]
print(r.msg, r.args, r.getMessage(), hasattr(r, "message"))
print(b2.items)
print(logging.handlers.QueueHandler(b1).queue is b1, repr(logging.handlers.QueueHandler(b1)))
