from collections import deque
d = deque(maxlen=3)
print(d, d.maxlen)
for i in range(6):
    d.append(i)
    print(d)
for i in range(4):
    d.appendleft(-i)
    print(d)
d = deque(range(10), maxlen=4); print(d, d.maxlen)
d.extend('abcdef'); print(d)
d.extendleft('xyz'); print(d)
z = deque([1, 2], maxlen=0); print(z, z.maxlen)
z.append(1); z.appendleft(2); z.extend([1, 2, 3]); print(z, len(z))
n = deque([1, 2], maxlen=None); print(n, n.maxlen)
print(deque([1, 2], 5), deque([1, 2], maxlen=5).maxlen)
print(deque(maxlen=2, iterable=[1, 2, 3]))
b = deque([1, 2, 3], maxlen=3)
try:
    b.insert(0, 9)
except IndexError as e:
    print(type(e).__name__, e)
b.pop(); b.insert(0, 9); print(b)
print(deque([1, 2, 3], maxlen=True))
for bad in [-1, 'a', 1.5, [1]]:
    try:
        deque([], maxlen=bad)
    except Exception as e:
        print(repr(bad), type(e).__name__, e)
try:
    b.maxlen = 5
except AttributeError as e:
    print(type(e).__name__)
