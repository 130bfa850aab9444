from collections import deque
d = deque([10, 20, 30])
for k in [0, 1, 2, -1, -2, -3, 3, -4, 100, True, False]:
    try:
        print(k, d[k])
    except Exception as e:
        print(k, type(e).__name__, e)
for k in ['a', 1.0, None, slice(0, 1), (1,)]:
    try:
        print(d[k])
    except Exception as e:
        print(repr(k), type(e).__name__, e)
d[0] = 'a'; d[-1] = 'z'; print(d)
try:
    d[3] = 1
except IndexError as e:
    print(type(e).__name__, e)
del d[1]; print(d)
try:
    del d[5]
except IndexError as e:
    print(type(e).__name__, e)
e = deque()
for f in [e.pop, e.popleft]:
    try:
        f()
    except IndexError as ex:
        print(type(ex).__name__, ex)
try:
    e[0]
except IndexError as ex:
    print(type(ex).__name__, ex)
d = deque(range(10))
del d[0]; del d[-1]; del d[4]; print(d)
