# Traceback objects: tb_next chain length and frames' function names.
def a(): b()
def b(): c()
def c(): raise ValueError("deep")
try:
    a()
except ValueError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print(names)
    print(e.__traceback__.tb_lineno > 0, type(e.__traceback__).__name__)
