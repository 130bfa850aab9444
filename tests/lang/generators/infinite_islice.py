# infinite generators consumed with islice, zip, next, takewhile, enumerate, count
from itertools import islice, count, takewhile, dropwhile, cycle, repeat

def naturals():
    n = 0
    while True:
        yield n
        n += 1

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

print(list(islice(naturals(), 5)))
print(list(islice(fib(), 10, 15)))
print(list(islice(fib(), 0, 20, 5)))
print(list(zip(naturals(), "abc")))
print(list(takewhile(lambda x: x < 50, fib())))
print(list(islice(dropwhile(lambda x: x < 100, fib()), 3)))
g = naturals()
print(next(g), next(g), next(g))
print(list(islice(g, 2)), next(g))
print(list(islice(zip(count(10, 5), cycle("xy")), 4)))
print(list(zip(repeat("r"), fib(), range(4))))
for i, v in enumerate(fib()):
    if v > 1000:
        print(i, v)
        break
def primes():
    found = []
    for n in count(2):
        if all(n % p for p in found):
            found.append(n)
            yield n
print(list(islice(primes(), 15)))
try:
    list(islice(naturals(), -1))
except ValueError as e:
    print(type(e).__name__, e)
