from collections import Counter
c = Counter({'a': 1.5, 'b': 0.5, 'c': -2.0})
print(c, c.most_common(), c.total(), +c, -c)
print(c + Counter(a=0.5), c - Counter(a=2), c | Counter(b=3), c & Counter(a=1))
f = Counter(a=True, b=False); print(f, f.total(), +f)
big = Counter(a=10 ** 20); big['a'] += 1; print(big, big.total())
n = Counter(); n['x'] -= 1; print(n, +n, -n)
n.update({'x': 1}); print(n)
