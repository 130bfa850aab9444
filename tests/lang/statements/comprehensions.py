print([x * 2 for x in range(5)], [x for x in range(10) if x % 3 == 0], [(x, y) for x in range(2) for y in "ab"])
print({k: v for k, v in [("a", 1), ("b", 2)]}, {c for c in "hello"} == set("helo"), [[j for j in range(i)] for i in range(3)])
print(sum(x * x for x in range(4)), list(x for x in "ab"), tuple(i for i in range(3)), max(len(w) for w in ["a", "abc"]))
x = "outer"
print([x for x in range(2)], x)
n = 3
print([n * i for i in range(n)])
def f():
    k = 10
    return [k + i for i in range(3)]
print(f())
print([y for y in [1, 2, 3] if y != 2 if y != 3])
print({i: [j for j in range(i)] for i in range(3)})
