# Which bindings may precede a global/nonlocal declaration (CPython 3.11):
# imports may, every other binding or use may not.
cases = {
    "import_then_global": "def f():\n    import os\n    global os\n",
    "importfrom_then_global": "def f():\n    from os import path\n    global path\n",
    "import_as_then_global": "def f():\n    import os.path as p\n    global p\n",
    "assign_then_global": "def f():\n    x = 1\n    global x\n",
    "use_then_global": "def f():\n    print(x)\n    global x\n",
    "for_then_global": "def f():\n    for x in []: pass\n    global x\n",
    "def_then_global": "def f():\n    def x(): pass\n    global x\n",
    "class_then_global": "def f():\n    class x: pass\n    global x\n",
    "with_then_global": "def f():\n    with a as x: pass\n    global x\n",
    "except_then_global": "def f():\n    try: pass\n    except E as x: pass\n    global x\n",
    "del_then_global": "def f():\n    del x\n    global x\n",
    "aug_then_global": "def f():\n    x += 1\n    global x\n",
    "ann_then_global": "def f():\n    x: int\n    global x\n",
    "annassign_then_global": "def f():\n    x: int = 1\n    global x\n",
    "global_then_ann": "def f():\n    global x\n    x: int = 1\n",
    "walrus_then_global": "def f():\n    (x := 1)\n    global x\n",
    "param_global": "def f(x):\n    global x\n",
    "module_assign_then_global": "x = 1\nglobal x\n",
    "module_import_then_global": "import os\nglobal os\n",
    "import_and_assign_then_global": "def f():\n    import os\n    os = 1\n    global os\n",
    "nonlocal_after_assign": "def g():\n    x = 1\n    def f():\n        x = 2\n        nonlocal x\n",
    "nonlocal_after_import": "def g():\n    x = 1\n    def f():\n        import x\n        nonlocal x\n",
    "nonlocal_after_aug": "def g():\n    x = 1\n    def f():\n        x += 2\n        nonlocal x\n",
    "nonlocal_after_ann": "def g():\n    x = 1\n    def f():\n        x: int\n        nonlocal x\n",
    "class_body_import": "class C:\n    import os\n    global os\n",
    "match_then_global": "def f():\n    match 1:\n        case x: pass\n    global x\n",
    "comp_then_global": "def f():\n    [x for x in []]\n    global x\n",
}
for name, src in cases.items():
    try:
        compile(src, "<s>", "exec")
        print(name, "ok")
    except SyntaxError as e:
        print(name, "SyntaxError:", e.msg, e.lineno)

# At run time the import binds the global.
def f():
    import json
    global json
    return json.dumps([1])
print(f(), json.loads("[2]"))

def g():
    from math import sqrt as root
    global root
print(g(), root(16))

class K:
    import string
    global string
print(string.digits, hasattr(K, "string"))
