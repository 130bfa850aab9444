from collections import Counter
c = Counter([1, 1.0, True, (1, 2), (1, 2), 'a', None, None, frozenset([1])])
print(sorted(c.items(), key=repr))
print(c[1], c[(1, 2)], c[None], c['missing'], c[frozenset({1})])
try:
    c[[1]]
except TypeError as e:
    print(type(e).__name__, e)
try:
    c[[1]] += 1
except TypeError as e:
    print(type(e).__name__, e)
print(Counter(zip('ab', 'cd')), Counter(map(len, ['a', 'bb', 'cc'])))
print(Counter(w.lower() for w in 'The the THE a A'.split()).most_common())
