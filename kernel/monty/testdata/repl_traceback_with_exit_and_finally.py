# An exception propagating through with and finally blocks.
class Resource:
    def __enter__(self):
        print("open")
        return self
    def __exit__(self, *exc):
        print("close, exception:", exc[0].__name__ if exc[0] else None)
def use():
    with Resource():
        try:
            return {}["missing"]
        finally:
            print("finally ran")
# %% cell
use()
