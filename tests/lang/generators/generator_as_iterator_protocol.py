# generators used where iterators are expected: iter() identity, next with default, for-else, unpacking, in
def g(n):
    for i in range(n):
        yield i

it = g(3)
print(iter(it) is it, iter(iter(it)) is it)
for x in g(2):
    print("loop", x)
else:
    print("else ran")
for x in g(5):
    if x == 2:
        break
else:
    print("not printed")
print("broke at", x)
a, b, c = g(3)
print(a, b, c)
first, *rest = g(4)
print(first, rest)
*init, last = g(1)
print(init, last)
try:
    a, b = g(1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b = g(3)
except ValueError as e:
    print(type(e).__name__, e)
it = g(5)
print(2 in it, list(it))
it = g(3)
print(9 in it, list(it))
print(dict.fromkeys(g(3)), list(reversed(list(g(3)))))
try:
    reversed(g(3))
except TypeError as e:
    print(type(e).__name__, e)
print(list(enumerate(g(3), start=5)))
print(list(map(lambda a, b: a * b, g(4), g(3))))
print(list(filter(None, g(4))))
print(next(g(0), "empty"))
try:
    next(g(0))
except StopIteration as e:
    print("StopIteration", e.args)
