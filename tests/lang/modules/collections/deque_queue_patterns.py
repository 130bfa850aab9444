from collections import deque
# BFS over a small graph
graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
seen = {'a'}; q = deque(['a']); order = []
while q:
    n = q.popleft()
    order.append(n)
    for m in graph[n]:
        if m not in seen:
            seen.add(m); q.append(m)
print(order)
# sliding window max
def window_max(xs, k):
    dq = deque(); out = []
    for i, x in enumerate(xs):
        while dq and xs[dq[-1]] <= x:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(xs[dq[0]])
    return out
print(window_max([1, 3, -1, -3, 5, 3, 6, 7], 3))
# last n lines
last = deque(maxlen=3)
for line in ['l%d' % i for i in range(10)]:
    last.append(line)
print(list(last))
# moving average
def moving_average(xs, n=3):
    d = deque(xs[:n - 1]); s = sum(d); d.appendleft(0); out = []
    for x in xs[n - 1:]:
        s += x - d.popleft(); d.append(x); out.append(s / n)
    return out
print(moving_average([40, 30, 50, 46, 39, 44]))
# round robin
qs = deque([deque('abc'), deque('d'), deque('ef')]); out = []
while qs:
    q = qs.popleft(); out.append(q.popleft())
    if q:
        qs.append(q)
print(out)
# stack use
st = deque()
for ch in '(()(()))':
    if ch == '(':
        st.append(ch)
    else:
        st.pop()
print(len(st))
big = deque()
for i in range(1000):
    big.append(i); big.appendleft(-i)
print(len(big), big[0], big[-1], big[1000], sum(big))
for i in range(900):
    big.pop(); big.popleft()
print(len(big), big[0], big[-1])
