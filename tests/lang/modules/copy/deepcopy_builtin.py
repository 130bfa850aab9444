# copy.deepcopy of the built-in containers
import copy

x = {'a': [1, 2, {'b': (3, [4])}], 'c': {5, 6}, 'd': frozenset([7]), 'e': (8, 9)}
y = copy.deepcopy(x)
print(y == x, y is x, y['a'] is x['a'], y['a'][2] is x['a'][2], y['a'][2]['b'] is x['a'][2]['b'])
print(y['a'][2]['b'][1] is x['a'][2]['b'][1], y['e'] is x['e'], y['c'] is x['c'], y['d'] is x['d'])
t = (1, 'a', None)
print(copy.deepcopy(t) is t)
t = (1, [2])
print(copy.deepcopy(t) is t, copy.deepcopy(t))
shared = [1]
z = [shared, shared, (shared,)]
w = copy.deepcopy(z)
print(w, w[0] is w[1], w[2][0] is w[0], w[0] is shared)
print(copy.deepcopy([]), copy.deepcopy({}), copy.deepcopy(()), copy.deepcopy(''), copy.deepcopy(set()))
print(copy.deepcopy(2**100), copy.deepcopy(-0.0), copy.deepcopy(b'\x00'), copy.deepcopy(range(1, 9, 2)))
nested = [[[[1]]]]
print(copy.deepcopy(nested), copy.deepcopy(nested)[0][0] is nested[0][0])
