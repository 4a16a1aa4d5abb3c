# Dynamic programming classics: LCS, edit distance, knapsack, coin change, LIS.
def lcs(a, b):
    dp = [[""] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            dp[i][j] = a[i] + dp[i + 1][j + 1] if a[i] == b[j] else max(dp[i + 1][j], dp[i][j + 1], key=len)
    return dp[0][0]
def edit(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
def knapsack(items, cap):
    best = [0] * (cap + 1)
    for w, v in items:
        for c in range(cap, w - 1, -1):
            best[c] = max(best[c], best[c - w] + v)
    return best[cap]
def coins(amount, denoms):
    ways = [1] + [0] * amount
    for d in denoms:
        for a in range(d, amount + 1):
            ways[a] += ways[a - d]
    return ways[amount]
def lis(seq):
    tails = []
    for x in seq:
        lo, hi = 0, len(tails)
        while lo < hi:
            mid = (lo + hi) // 2
            if tails[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        tails[lo:lo + 1] = [x]
    return len(tails)
print(lcs("AGGTAB", "GXTXAYB"), edit("kitten", "sitting"), edit("", "abc"))
print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7), coins(100, [1, 5, 10, 25, 50]), lis([10, 9, 2, 5, 3, 7, 101, 18]))
