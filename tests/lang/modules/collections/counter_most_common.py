from collections import Counter
c = Counter('the quick brown fox jumps over the lazy dog')
print(c.most_common())
print(c.most_common(3), c.most_common(1), c.most_common(0), c.most_common(-1), c.most_common(100))
ties = Counter(['b', 'a', 'c', 'a', 'b', 'c', 'd'])
print(ties.most_common(), ties.most_common(2))
print(Counter({'x': 1.5, 'y': 2, 'z': -1}).most_common())
print(Counter().most_common(), Counter().most_common(3))
words = 'a b c a b a d e f a b c'.split()
print(Counter(words).most_common(3))
print([w for w, n in Counter(words).most_common() if n == 1])
try:
    Counter({'a': 1, 'b': 'x'}).most_common()
except TypeError as e:
    print(type(e).__name__, e)
print(repr(Counter({'a': 1, 'b': 'x'})))
print(Counter(a=1, b=3, c=2))
