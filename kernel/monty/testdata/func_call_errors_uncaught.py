# A missing keyword-only argument, uncaught.
def connect(host, *, port, timeout=10):
    return f"{host}:{port}"
print(connect("a", port=1))
print(connect("b"))
