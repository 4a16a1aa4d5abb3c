# Generators used to build context managers by hand and iterator classes.
class GenCM:
    def __init__(self, gen_fn, *a):
        self.gen = gen_fn(*a)
    def __enter__(self):
        return next(self.gen)
    def __exit__(self, typ, val, tb):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        try:
            self.gen.throw(val)
        except StopIteration:
            return True
        except BaseException as e:
            if e is val:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        print(f"handled {e} in {name}")
    finally:
        print(f"</{name}>")
with GenCM(tag, "div") as t:
    print("inside", t)
with GenCM(tag, "span"):
    raise ValueError("oops")
try:
    with GenCM(tag, "p"):
        raise KeyError("not handled")
except KeyError as e:
    print("escaped", e)
