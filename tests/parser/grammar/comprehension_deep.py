[x for x in y]
[x for x in y if a if b]
[x for x in y for z in x if z]
[(x, y) for x in a for y in b if x != y]
[[x * y for x in range(3)] for y in range(3)]
{k: v for k, v in d.items() if v}
{x for x in {y for y in z}}
(x for x in (y for y in z))
[x async for x in aiter()]
[await x for x in y]
[x for x, *rest in pairs]
[x for (x, y) in pairs]
[x for [x, y] in pairs]
[lambda: x for x in y]
[x if x else y for x in z]
[x for x in y if (lambda: 1)()]
