# Scope-related errors raised at run time, and compile-time ones via compile().
def check(src):
    try:
        compile(src, "<test>", "exec")
        print("compiled")
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
check("def f():\n    nonlocal x\n")
check("nonlocal x\n")
check("def f():\n    x = 1\n    global x\n")
check("def f(a):\n    global a\n")
check("def f():\n    def g():\n        nonlocal q\n    q = 1\n")
check("def f():\n    print(x)\n    global x\n")

def uses_before_assign():
    total += 1
total = 0
try:
    uses_before_assign()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
def free_var_unbound():
    def inner():
        return later
    try:
        inner()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    later = 1
free_var_unbound()
