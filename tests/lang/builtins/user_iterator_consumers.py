# a user iterator class (__iter__/__next__) plugged into every consumer: sum, min, max, sorted, list, tuple, set, dict, join, any, all, unpacking, in
class Count:
    def __init__(self, n, f=lambda i: i):
        self.n, self.f = n, f
    def __iter__(self):
        self.i = 0
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.f(self.i)

print(sum(Count(4)), sum(Count(4), 10), sum(Count(0)))
print(min(Count(5)), max(Count(5)), min(Count(5), key=lambda x: -x))
print(sorted(Count(4, lambda i: (i * 7) % 5)), sorted(Count(3), reverse=True))
print(list(Count(3)), tuple(Count(3)), sorted(set(Count(6, lambda i: i % 3))))
print(dict(Count(3, lambda i: (i, i * i))))
print(",".join(Count(3, str)), "".join(Count(0, str)))
print(any(Count(3, lambda i: i == 2)), all(Count(3, lambda i: i > 0)), any(Count(0)), all(Count(0)))
a, b, c = Count(3)
first, *rest = Count(4)
print(a, b, c, first, rest)
print(2 in Count(3), 9 in Count(3))
print(list(enumerate(Count(2))), list(zip(Count(2), Count(3))), list(map(str, Count(2))))
print(list(reversed(list(Count(3)))), frozenset(Count(2)) == {1, 2})
print(len(bytes(Count(3))), bytes(Count(2)), "%s" % [*Count(2)], {*Count(2)} == {1, 2})
print([x for x in Count(3)], {x: 0 for x in Count(2)}, max(Count(0), default="d"))
try:
    min(Count(0))
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b = Count(3)
except ValueError as e:
    print(type(e).__name__, e)
try:
    ",".join(Count(2))
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict(Count(2))
except TypeError as e:
    print(type(e).__name__, e)
