# zip_longest with several lengths, fillvalue of any kind, iterators of different kinds, no arguments
from itertools import zip_longest
print(list(zip_longest('abc', [1, 2], (True,))), list(zip_longest('ab', 'xyz', fillvalue='-')), list(zip_longest()))
print(list(zip_longest([], [])), list(zip_longest([], [1], fillvalue=[])), list(zip_longest(range(3))), list(zip_longest(iter('ab'), range(4), fillvalue=None)))
for n in range(5):
    seqs = [list(range(k)) for k in range(n)]
    print(n, list(zip_longest(*seqs, fillvalue=0)))
d = {'a': 1, 'b': 2, 'c': 3}
print(list(zip_longest(d, d.values(), 'x')))
for bad in [(1,), ('a', 5), ('a', None)]:
    try:
        print(list(zip_longest(*bad)))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    zip_longest('a', fill=1)
except TypeError as e:
    print(type(e).__name__, e)
