from collections import deque
d = deque(range(7))
for n in [0, 1, 2, -1, -3, 7, 8, -8, 100, -100, 3]:
    d.rotate(n)
    print(n, d)
d.rotate(); print(d)
e = deque(); e.rotate(5); print(e)
one = deque([1]); one.rotate(3); print(one)
m = deque(range(5), maxlen=5); m.rotate(2); print(m)
try:
    d.rotate('a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    d.rotate(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
x = deque('abcdef')
for i in range(len(x)):
    x.rotate(1)
    print(''.join(x), x[0], x[-1])
