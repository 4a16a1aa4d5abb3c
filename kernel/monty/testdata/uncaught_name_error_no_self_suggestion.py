# 3.11 suggests close names from locals, globals and builtins, never
# "self.value" (that is Python 3.12's).
class C:
    def __init__(self):
        self.value = 1

    def m(self):
        return value

C().m()
