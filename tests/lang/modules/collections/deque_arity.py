from collections import deque
d = deque([1, 2])
calls = [
    lambda: d.append(), lambda: d.append(1, 2), lambda: d.appendleft(),
    lambda: d.pop(1), lambda: d.popleft(1), lambda: d.extend(), lambda: d.extend(1),
    lambda: d.extendleft(5), lambda: d.count(), lambda: d.index(), lambda: d.insert(1),
    lambda: d.remove(), lambda: d.reverse(1), lambda: d.clear(1), lambda: d.copy(1),
    lambda: deque([1], 2, 3), lambda: deque(a=1), lambda: deque(1), lambda: deque(None),
    lambda: d.append(x=1), lambda: d.insert('a', 1), lambda: deque([1], iterable=[2]),
]
for c in calls:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
print(d)
