from collections import Counter
c = Counter('ab')
calls = [lambda: c.most_common(1, 2), lambda: c.total(1), lambda: c.elements(1), lambda: c.update('a', 'b'),
         lambda: c.subtract('a', 'b'), lambda: Counter(1), lambda: Counter(None), lambda: c.copy(1),
         lambda: Counter(iterable='ab'), lambda: c.most_common(n=1), lambda: Counter('ab', x=1)]
for f in calls:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(c)
