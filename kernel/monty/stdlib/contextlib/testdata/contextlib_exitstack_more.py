from contextlib import ExitStack, contextmanager
order = []
@contextmanager
def res(n):
    order.append('open %d' % n)
    yield n
    order.append('close %d' % n)
with ExitStack() as stack:
    vals = [stack.enter_context(res(i)) for i in range(3)]
    stack.callback(order.append, 'callback')
    print(vals)
print(order)
order.clear()
with ExitStack() as stack:
    stack.enter_context(res(9))
    moved = stack.pop_all()
print(order)
moved.close()
print(order)
def suppressor(*exc):
    order.append('saw %s' % (exc[0].__name__ if exc[0] else None))
    return True
with ExitStack() as s:
    s.push(suppressor)
    raise ValueError('hidden')
print(order[-1])
try:
    ExitStack().enter_context(5)
except TypeError as e:
    print(e)
class CM:
    def __enter__(self):
        return 'cm'
    def __exit__(self, *exc):
        order.append('CM exit')
s = ExitStack()
print(s.push(CM()).__class__.__name__, s.callback(len, 'x') is len)
s.close()
print(order[-1])
try:
    with ExitStack() as st:
        st.callback(lambda: 1 / 0)
        raise KeyError('first')
except ZeroDivisionError as e:
    print('ZeroDivisionError', repr(e.__context__))
