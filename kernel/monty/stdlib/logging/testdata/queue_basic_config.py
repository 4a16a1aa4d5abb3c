# basicConfig(handlers=[QueueHandler]) sends root records through a queue
# to a listener writing to a StringIO.
import io
import logging
import logging.handlers
import queue

q = queue.Queue(-1)
out = io.StringIO()
sh = logging.StreamHandler(out)
sh.setFormatter(logging.Formatter("%(name)s:%(levelname)s:%(message)s"))
listener = logging.handlers.QueueListener(q, sh)
logging.basicConfig(handlers=[logging.handlers.QueueHandler(q)], level=logging.INFO)
listener.start()
logging.info("root info")
logging.getLogger("child.of.root").warning("from %s", "child")
logging.debug("dropped")
listener.stop()
print(out.getvalue(), end="")
print(type(logging.getLogger().handlers[0]).__name__, q.empty())
