import bisect
recs = [('ann', 21), ('bob', 25), ('cat', 25), ('dan', 30), ('eve', 41)]
age = lambda r: r[1]
for x in [20, 25, 26, 41, 50]:
    print(x, bisect.bisect_left(recs, x, key=age), bisect.bisect_right(recs, x, key=age), bisect.bisect(recs, x, key=age))
bisect.insort(recs, ('fay', 25), key=age)
bisect.insort_left(recs, ('gus', 25), key=age)
bisect.insort_right(recs, ('hal', 99), key=age)
bisect.insort_left(recs, ('ida', 1), key=age)
print(recs)
words = ['a', 'bb', 'ccc', 'dddd']
print(bisect.bisect_left(words, 2, key=len), bisect.bisect_right(words, 2, key=len), bisect.bisect(words, 3, 0, 2, key=len))
print(bisect.bisect_left([3, 2, 1], -2, key=lambda v: -v))
