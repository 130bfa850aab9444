# deepcopy: nested structures copied all the way down, shared substructure stays shared, tuples rebuilt only when needed
import copy
shared = [1, 2]
x = {'a': [shared, shared], 'b': (shared, 3), 'c': (1, 2, 'imm'), 'd': {frozenset({1}): [shared]}, 'e': {1, 2}}
y = copy.deepcopy(x)
print(y == x, y['a'][0] is y['a'][1], y['a'][0] is shared, y['b'][0] is y['a'][0], y['c'] is x['c'], y['b'] is x['b'])
print(y['d'][frozenset({1})][0] is y['a'][0], y['e'] is x['e'], y['e'] == x['e'])
y['a'][0].append(99)
print(shared, y['a'][1], y['b'][0])
t = ([1], [2])
u = copy.deepcopy(t)
print(u == t, u is t, u[0] is t[0])
nested = [[[[['deep']]]]]
n2 = copy.deepcopy(nested)
n2[0][0][0][0].append('more')
print(nested, n2)
k = (1, (2, (3, (4,))))
print(copy.deepcopy(k) is k)
