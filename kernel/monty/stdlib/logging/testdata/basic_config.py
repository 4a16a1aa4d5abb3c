# basicConfig: format, style, level, stream, handlers, force, the errors.
import io
import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)s|%(message)s")
logging.info("configured")
logging.debug("hidden")
root = logging.getLogger()
print(len(root.handlers), type(root.handlers[0]).__name__, root.handlers[0].stream is sys.stdout, root.level)
logging.basicConfig(stream=sys.stdout, format="ignored: root already has a handler")
logging.warning("still the first format")
logging.basicConfig(stream=sys.stdout, format="{levelname}~{name}~{message}", style="{", force=True)
logging.error("forced, brace style")
print(len(root.handlers))
buf = io.StringIO()
h = logging.StreamHandler(buf)
logging.basicConfig(handlers=[h], force=True, format="$levelname/$message", style="$", level="DEBUG")
logging.debug("to the buffer")
logging.getLogger("child").info("through the root's handler")
print(repr(buf.getvalue()))
for kwargs in [dict(stream=sys.stdout, filename="x.log"),
               dict(stream=sys.stdout, handlers=[h]),
               dict(filename="x.log", handlers=[h]),
               dict(force=True, style="!"),
               dict(force=True, stream=sys.stdout, colour="red", size=3)]:
    try:
        logging.basicConfig(**kwargs)
        print("ok")
    except ValueError as e:
        print(type(e).__name__, e)
logging.basicConfig(force=True, stream=sys.stdout)
logging.warning("the basic format")
logging.getLogger("svc.api").error("named %d", 7)
