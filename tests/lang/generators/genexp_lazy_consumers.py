# lazy generator expressions consumed partially by any, all, next, zip, in, min with side effects
calls = []
def check(x):
    calls.append(x)
    return x > 2

print(any(check(x) for x in range(10)), calls)
calls.clear()
print(all(not check(x) for x in range(10)), calls)
calls.clear()
print(next(x for x in range(100) if check(x)), calls)
calls.clear()
g = (check(x) or x for x in range(10))
print(list(zip(g, "ab")), calls)
print(next(g), calls)
calls.clear()
print(True in (check(x) for x in range(10)), calls)
calls.clear()
g = (x * x for x in range(1000000000))
print(next(g), next(g), next(g))
print(sum(x for x in range(5) if x % 2))
print(max((x for x in "hello"), default="z"), min((x for x in []), default="empty"))
print(sorted((x % 3 for x in range(7)), reverse=True))
print(dict((k, k * 2) for k in range(3)))
print("-".join(str(i) for i in range(4)))
print(tuple(x for x in "ab"), set(x % 2 for x in range(4)) == {0, 1})
a, b, *rest = (i for i in range(5))
print(a, b, rest)
try:
    a, b = (i for i in range(3))
except ValueError as e:
    print(type(e).__name__, e)
