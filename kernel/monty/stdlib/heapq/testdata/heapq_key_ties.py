import heapq
words = ['pear', 'fig', 'apple', 'kiwi', 'date', 'plum', 'lime', 'banana', 'yam']
for n in [1, 2, 3, 4, 9]:
    print(n, heapq.nsmallest(n, words, key=len), heapq.nlargest(n, words, key=len))
    print(' ', heapq.nsmallest(n, iter(words), key=len), heapq.nlargest(n, iter(words), key=len))
recs = [{'id': i, 'score': s} for i, s in enumerate([5, 3, 5, 1, 3, 5])]
print([r['id'] for r in heapq.nlargest(3, recs, key=lambda r: r['score'])], [r['id'] for r in heapq.nsmallest(3, recs, key=lambda r: r['score'])])
print(heapq.nlargest(2, [1, 2, 3], key=lambda v: -v), heapq.nsmallest(2, {3: 'a', 1: 'b', 2: 'c'}))
