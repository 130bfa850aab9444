from collections import deque
d = deque(range(5))
print([x * 2 for x in d])
it = iter(d)
print(next(it), next(it), list(it), list(it))
r = reversed(d)
print(list(r))
d = deque([1, 2, 3])
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print(type(e).__name__, e)
d = deque([1, 2, 3])
try:
    for x in d:
        d.popleft()
except RuntimeError as e:
    print(type(e).__name__, e)
d = deque([1, 2, 3])
for x in d:
    d[0] = 'changed'
print(d)
d = deque([1, 2, 3])
it = iter(d); next(it); d.rotate(1)
try:
    print(list(it))
except RuntimeError as e:
    print(type(e).__name__, e)
it = iter(d); next(it); d.pop()
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)
print(list(it))
print(list(enumerate(deque('ab'))), dict(zip(deque('ab'), deque([1, 2]))))
print(sorted(deque([3, 1, 2])), list(map(str, deque([1, 2]))))
a, b, c = deque([1, 2, 3]); print(a, b, c)
print(*deque('xyz'))
