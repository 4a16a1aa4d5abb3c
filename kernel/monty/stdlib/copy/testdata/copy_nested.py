import copy
data = {'users': [{'name': 'a', 'tags': {'x'}}, {'name': 'b', 'tags': set()}],
        'meta': ({'v': 1}, [2, 3])}
shallow = copy.copy(data)
deep = copy.deepcopy(data)
data['users'][0]['name'] = 'changed'
data['meta'][0]['v'] = 99
print(shallow['users'][0]['name'], deep['users'][0]['name'])
print(shallow['meta'][0]['v'], deep['meta'][0]['v'])
print(deep == copy.deepcopy(deep), sorted(deep['users'][0]['tags']))
big = [[i] * 3 for i in range(5)]
print(copy.deepcopy(big) == big, copy.deepcopy(big)[2] is not big[2])
