# itertools.permutations
from itertools import permutations

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(permutations('ABC')))
print(list(permutations('ABCD', 2)))
print(list(permutations(range(3), 0)))
print(list(permutations([], 0)))
print(list(permutations([])))
print(list(permutations('AB', 3)))
print(list(permutations('AAB', 2)))
print(len(list(permutations(range(6)))), list(permutations(range(6)))[100:103])
print(len(list(permutations(range(7), 3))), list(permutations(range(7), 3))[-3:])
print(list(permutations(iterable='xy', r=None)))
print(list(permutations('xyz', r=True)))
t(lambda: permutations())
t(lambda: permutations([1], -1))
t(lambda: permutations([1], 'a'))
t(lambda: permutations([1], 1.0))
t(lambda: permutations(1))
t(lambda: permutations(1, 'a'))
t(lambda: permutations([1], 2, 3))
t(lambda: permutations([1], x=1))
