# factorial over 0..400 (digit sums and trailing zeros checked), prod with start, ints, floats and mixes
import math
f = [math.factorial(n) for n in range(401)]
print(all(f[n] == f[n - 1] * n for n in range(1, 401)), sum(map(int, str(f[400]))), len(str(f[400])) , [f[n] for n in range(12)])
print(len(str(f[400])) - len(str(f[400]).rstrip('0')), math.factorial(True), math.factorial(False))
for b in [-1, 1.0, 2.5, '5', None]:
    try:
        print(math.factorial(b))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(math.prod([]), math.prod([], start=5), math.prod(range(1, 11)), math.prod([1.5, 2, 4]), math.prod([2] * 100) == 2**100, math.prod([0.1] * 3).hex())
print(math.prod([1, 2, 3], start=0.5), math.prod(iter([3, 4])), math.prod([True, True]), math.prod([[1]], start=1) if False else math.prod(['a'], start=3))
for a, kw in [(('ab',), {}), (([1, 'a'],), {}), ((5,), {}), (([1], 2), {})]:
    try:
        print(math.prod(*a, **kw))
    except TypeError as e:
        print(type(e).__name__, e)
