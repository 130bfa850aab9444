# bisect_left / bisect_right against a linear scan over many sorted lists with duplicates
import bisect
def lin_left(a, x):
    i = 0
    while i < len(a) and a[i] < x:
        i += 1
    return i
def lin_right(a, x):
    i = 0
    while i < len(a) and a[i] <= x:
        i += 1
    return i
seed = 7
def nxt():
    global seed
    seed = seed * 1103515245 + 12345 & 0x7fffffff
    return seed
bad = 0
res = []
for n in range(0, 25):
    a = sorted(nxt() % 10 for _ in range(n))
    for x in range(-1, 12):
        l, r = bisect.bisect_left(a, x), bisect.bisect_right(a, x)
        res.append((l, r))
        if l != lin_left(a, x) or r != lin_right(a, x) or bisect.bisect(a, x) != r:
            bad += 1
print(bad, len(res), res[::17])
print(bisect.bisect_left([1, 1, 1], 1), bisect.bisect_right([1, 1, 1], 1), bisect.bisect_left([], 5), bisect.bisect_right([], 5))
print(bisect.bisect_left([1.0, 2.0], 2), bisect.bisect_left([1, 2], 1.5), bisect.bisect_left(['a', 'b', 'c'], 'bb'), bisect.bisect_right([(1, 2), (1, 3)], (1, 2)))
print(bisect.bisect_left(range(0, 100, 3), 50), bisect.bisect_right(range(100), 99.5), bisect.bisect_left((1, 3, 5), 4), bisect.bisect('abcde', 'c'))
