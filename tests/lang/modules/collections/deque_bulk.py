from collections import deque
d = deque()
for i in range(1000):
    if i % 3 == 0:
        d.appendleft(i)
    else:
        d.append(i)
print(len(d), d[0], d[-1], d[500], sum(d))
d.rotate(333); print(d[0], d[-1])
d.rotate(-1000); print(d[0], d[-1])
while len(d) > 10:
    d.pop(); d.popleft()
print(d)
e = deque(range(100), maxlen=50)
e.extend(range(1000)); print(e[0], e[-1], len(e))
e.extendleft(range(25)); print(e[0], e[-1], len(e))
for i in range(40):
    e.insert(i * 2 % 50, -i) if len(e) < 50 else e.pop()
print(len(e), e.count(-1), list(e)[:5])
f = deque(range(20)); f.reverse(); print(f)
del f[5]; del f[-5]; f.remove(0); print(f, len(f))
print(deque(range(5)) * 3)
