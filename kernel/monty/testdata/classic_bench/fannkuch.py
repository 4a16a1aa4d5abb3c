# Fannkuch: for every permutation of 1..n, count the prefix reversals it
# takes to bring 1 to the front; report the maximum and a checksum.


def fannkuch(n):
    perm = list(range(n))
    count = [0] * n
    max_flips = 0
    checksum = 0
    sign = 1
    while True:
        first = perm[0]
        if first:
            p = perm[:]
            flips = 0
            while first:
                p[: first + 1] = p[first::-1]
                flips += 1
                first = p[0]
            max_flips = max(max_flips, flips)
            checksum += flips * sign
        # The next permutation in the order that alternates sign.
        i = 1
        while True:
            if i == n:
                return max_flips, checksum
            perm[: i + 1] = perm[1 : i + 1] + perm[:1]
            count[i] += 1
            if count[i] <= i:
                break
            count[i] = 0
            i += 1
        sign = -sign


def bench():
    return fannkuch(9)
