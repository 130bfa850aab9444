# the memo argument of deepcopy
import copy

memo = {}
x = [1, [2]]
y = copy.deepcopy(x, memo)
print(y, id(x) in memo, memo[id(x)] is y, id(memo) in memo, len(memo[id(memo)]))
inner = [9]
pre = {id(inner): 'replaced'}
print(copy.deepcopy([inner, inner], pre))
memo2 = {}
a = copy.deepcopy(x, memo2)
b = copy.deepcopy(x, memo2)
print(a is b)
print(copy.deepcopy(5, {}), copy.deepcopy('s', None))
