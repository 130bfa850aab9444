# recursive generators: permutations, tree walks, subsets, depth limits via RecursionError
def perms(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i, x in enumerate(items):
        for rest in perms(items[:i] + items[i + 1:]):
            yield [x] + rest
print(list(perms([1, 2, 3])))
print(sum(1 for _ in perms(list(range(5)))))

def subsets(s):
    if not s:
        yield ()
        return
    for rest in subsets(s[1:]):
        yield rest
        yield (s[0],) + rest
print(sorted(subsets((1, 2, 3))))

tree = {"v": 1, "kids": [{"v": 2, "kids": [{"v": 4, "kids": []}]}, {"v": 3, "kids": []}]}
def preorder(t):
    yield t["v"]
    for k in t["kids"]:
        yield from preorder(k)
def postorder(t):
    for k in t["kids"]:
        yield from postorder(k)
    yield t["v"]
def depths(t, d=0):
    yield d, t["v"]
    for k in t["kids"]:
        yield from depths(k, d + 1)
print(list(preorder(tree)), list(postorder(tree)), list(depths(tree)))

def hanoi(n, a, b, c):
    if n:
        yield from hanoi(n - 1, a, c, b)
        yield (a, c)
        yield from hanoi(n - 1, b, a, c)
print(list(hanoi(3, "A", "B", "C")))
def forever(n):
    yield n
    yield from forever(n + 1)
try:
    for x in forever(0):
        pass
except RecursionError as e:
    print(type(e).__name__)
