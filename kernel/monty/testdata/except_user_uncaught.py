# An uncaught user exception prints "Name: message" as its last line.
class QuotaExceeded(Exception):
    def __init__(self, used, limit):
        super().__init__(f"used {used} of {limit}")
def spend(n):
    if n > 3:
        raise QuotaExceeded(n, 3)
    print("spent", n)
for i in range(1, 10):
    spend(i)
