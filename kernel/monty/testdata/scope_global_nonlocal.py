# global and nonlocal rebinding across scopes.
counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter)

def make():
    n = 0
    def inc(step=1):
        nonlocal n
        n += step
        return n
    def get():
        return n
    return inc, get
inc, get = make()
inc(); inc(5)
print(get())

def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "inner"
        inner()
        return x
    r = middle()
    return r, x
print(outer())

def declares_global_new():
    global brand_new
    brand_new = "made in function"
declares_global_new()
print(brand_new)

# global in a nested function refers to module scope, not the enclosing one
v = "module"
def enc():
    v = "enclosing"
    def inner():
        global v
        return v
    return inner()
print(enc())

# a name assigned anywhere in a function is local everywhere in it
w = 1
def shadow():
    try:
        print(w)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    w = 2
shadow()
