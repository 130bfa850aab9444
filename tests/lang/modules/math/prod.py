# prod: start * items with *, of ints (any size), floats, mixed, and
# anything that multiplies; an empty iterable gives start itself.
import math

print(math.prod([]), math.prod([], start=5), math.prod([], start=2.5), math.prod([], start="x"),
      math.prod([], start=True), math.prod([], start=None))
print(math.prod(range(1, 11)), math.prod(range(1, 30)), math.prod([2, 3.5]), math.prod([1.5, 2, 3]))
print(math.prod([True, True]), math.prod([True], start=True), math.prod([2], start=True), math.prod([False, 7]))
print(math.prod([2**62, 2**62]), math.prod([-(2**62), 2**62, -3]), math.prod([10**30, 0, 5]))
print(math.prod([10**30, -1]), math.prod([-(10**30), -(10**30)]), math.prod([10**20, 2.5]))
print(math.prod([10**20, 10**20, 0.5, 10**20]), math.prod([3], start=[1]), math.prod(["a"], start=3))
print(math.prod([[1]], start=2), math.prod(iter([1, 2, 3])), math.prod((x for x in range(1, 6))))
print(math.prod(range(1, 200)) == math.factorial(199), math.prod(range(-5, 0)), math.prod([1e308, 10]))
print(math.prod([1e200, 1e200, 1e-200]), math.prod([math.inf, 0]), math.prod({2: 0, 3: 0}), math.prod(b"\x02\x03"))
big = 1
for i in range(1, 300):
    big *= i * 12345
print(math.prod([i * 12345 for i in range(1, 300)]) == big, math.prod([10**40] * 5, start=-1))
print(math.prod([2**100, 3**50, 0.25]), math.prod([2**100, 3**50, True]), math.prod([2**100, 3**50, False]))
