# generator expressions: multiple for/if clauses, nested genexps, tuples, conditional expressions
print(list((x, y) for x in range(3) for y in range(3) if x != y if (x + y) % 2))
print(list(x if x % 2 else -x for x in range(5)))
print(list(sum(r) for r in ([1, 2], [3], [])))
print(list(list(c for c in w) for w in ["ab", "", "c"]))
gen = ((i, (j for j in range(i))) for i in range(3))
print([(i, list(g)) for i, g in gen])
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*(iter(r) for r in matrix))))
print(sum(1 for line in "a\n\nb\n".split("\n") if line))
print(list(x for x in (y * 2 for y in (z + 1 for z in range(3)))))
print(max((len(w), w) for w in "the quick brown fox".split()))
g = (x for x in range(3))
print(list(zip(g, g)))
print(list(x for x, in [(1,), (2,)]))
print(list(a + b for a, b in {"x": "1", "y": "2"}.items()))
print(list((yield_ := n) for n in [1]), yield_)
try:
    print(list(x for x, y in [(1, 2), (3,)]))
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(list(1 for _ in range(2) if undefined_here))
except NameError as e:
    print(type(e).__name__, e)
print(list(x for x in range(10) if x > 3 if x < 7))
print(sorted(set(c for c in "mississippi")))
