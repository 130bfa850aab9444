from collections import deque
d = deque([1, 2, 3, 2, 1, 2])
print(d.count(2), d.count(1), d.count(9), d.count('2'))
print(d.index(2), d.index(2, 2), d.index(2, 4), d.index(1, -2), d.index(2, 0, 2))
for args in [(9,), (2, 2, 3), (1, 1, 4), (2, 10), (3, -1)]:
    try:
        print(d.index(*args))
    except ValueError as e:
        print(args, type(e).__name__, e)
try:
    d.index(2, 'a')
except TypeError as e:
    print(type(e).__name__, e)
d.insert(0, 'a'); d.insert(3, 'b'); d.insert(100, 'c'); d.insert(-1, 'd'); d.insert(-100, 'e')
print(d)
d.remove(2); print(d)
d.remove('c'); print(d)
try:
    d.remove(99)
except ValueError as e:
    print(type(e).__name__, e)
d.reverse(); print(d)
c = d.copy(); c.append('new'); print(d, c, type(c).__name__)
print(d.__copy__() == d, d.__copy__() is d)
m = deque([1, 2], maxlen=3); mc = m.copy(); print(mc, mc.maxlen)
print(2 in d, 99 in d, 'a' in d)
print(deque([1.0, 2]).count(1), deque([[1]]).index([1]))
