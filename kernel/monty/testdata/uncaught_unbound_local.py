# Uncaught UnboundLocalError.
total = 0
def add(n):
    total += n
    return total
add(1)
