from collections import deque
d = deque([1, 2])
d.append(d)
print(d)
print(repr(d))
l = [d]
print(l)
e = deque([deque([1]), [deque()], {'k': deque('a')}])
print(e)
print(deque(['a', "b'c", 1.0, None, True]))
m = deque([d], maxlen=3)
print(m)
x = deque(maxlen=2); x.append(x); print(x)
print(str(deque([1])), f'{deque([1, 2])}', '%s' % deque([3]), '{!r}'.format(deque([4])))
