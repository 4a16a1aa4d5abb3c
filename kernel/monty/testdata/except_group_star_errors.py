# Compile-time rules of except* and its type checks.
for src in ["try:\n    pass\nexcept* ValueError:\n    break\n",
            "for x in []:\n    try:\n        pass\n    except* ValueError:\n        continue\n",
            "def f():\n    try:\n        pass\n    except* ValueError:\n        return 1\n",
            "try:\n    pass\nexcept* ValueError:\n    pass\nexcept KeyError:\n    pass\n",
            "try:\n    pass\nexcept*:\n    pass\n"]:
    try:
        compile(src, "<s>", "exec")
        print("compiled")
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
try:
    try:
        raise ValueError("x")
    except* ExceptionGroup:
        pass
except TypeError as e:
    print("TypeError:", e)
