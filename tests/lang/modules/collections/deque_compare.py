from collections import deque
a = deque([1, 2, 3]); b = deque([1, 2, 4]); c = deque([1, 2]); e = deque()
pairs = [(a, a), (a, b), (b, a), (a, c), (c, a), (e, a), (a, e), (e, e), (a, deque([1, 2, 3]))]
for x, y in pairs:
    print(list(x), list(y), x == y, x != y, x < y, x <= y, x > y, x >= y)
print(a == [1, 2, 3], a != [1, 2, 3], a == (1, 2, 3), deque() == [])
print(deque([1, 2], maxlen=5) == deque([1, 2]), deque([1.0]) == deque([1]))
try:
    a < [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    deque([1, 'a']) < deque([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
print(deque([1, 'a']) == deque([1, 2]))
try:
    hash(a)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([deque([3]), deque([1, 2]), deque([1])]))
print(max(deque([5, 1, 9])), min(deque('hello')), sum(deque(range(10))))
