# An exception raised by __exit__ escapes.
class Closer:
    def __enter__(self):
        print("opened")
        return self
    def __exit__(self, *a):
        print("closing")
        raise PermissionError("cannot close")
with Closer():
    print("working")
print("not reached")
