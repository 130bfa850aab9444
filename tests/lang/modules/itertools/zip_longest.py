# itertools.zip_longest
from itertools import zip_longest, count, islice

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(zip_longest('ABCD', 'xy', fillvalue='-')))
print(list(zip_longest('ABCD', 'xy')))
print(list(zip_longest()))
print(list(zip_longest('ab')))
print(list(zip_longest([], [])))
print(list(zip_longest([1], [], [2, 3], fillvalue=0)))
print(list(zip_longest(range(3), 'abcde', [True])))
print(list(islice(zip_longest(count(), 'ab'), 4)))
print(list(zip_longest('ab', 'cd', fillvalue=None)))
t(lambda: zip_longest(1))
t(lambda: zip_longest([1], 2))
t(lambda: zip_longest([1], x=1))
t(lambda: zip_longest([1], fillvalue=1, x=2))
it = zip_longest([1], [2, 3])
print(next(it), next(it))
t(lambda: next(it))
