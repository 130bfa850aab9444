# itertools.count: values, steps of every numeric kind, reprs
from itertools import count, islice

def take(it, n=5):
    return list(islice(it, n))

print(take(count()))
print(take(count(10)))
print(take(count(10, 3)))
print(take(count(-5, -2)))
print(take(count(0.5, 0.25)))
print(take(count(1, 0.5)))
print(take(count(2**62, 2**62)))
print(take(count(-2**70, 2**69)))
print(take(count(True)))
print(take(count(False, 2)))
print(take(count(start=3, step=7)))
print(take(count(step=-1)))
print(take(count(0, 0)))
for c in [count(), count(5), count(5, 2), count(5.0, 1), count(5, 1.0), count(1.5, -0.5), count(2**80), count(step=3)]:
    print(repr(c))
c = count(3)
next(c); next(c)
print(repr(c), next(c), repr(c))
print(type(count()).__name__, type(count()) is count)
print(repr(count))
c = count(10)
print(next(c), next(c), next(c))
print(iter(c) is c)
