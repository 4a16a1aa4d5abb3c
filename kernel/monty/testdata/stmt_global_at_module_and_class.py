# global at module level is allowed (a no-op); global in class bodies targets the module.
global g0
g0 = "module"
print(g0)
counter = 0
class C:
    global counter
    counter += 1
    local_in_class = "class"
print(counter, C.local_in_class)
def f():
    global counter, new_name
    counter += 10
    new_name = "created"
f()
print(counter, new_name)
def g():
    for i in range(3):
        global loop_var
        loop_var = i
g()
print(loop_var)
