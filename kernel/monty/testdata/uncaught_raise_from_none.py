# raise ... from None hides the context in the printed traceback.
def get(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError(f"{k} not configured") from None
get({}, "timeout")
