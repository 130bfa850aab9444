it = iter(range(3))
print(next(it), list(it), list(it))
class_like = iter([1, 2, 3])
print(sum(class_like), sum(class_like))
def gen_like(n):
    return iter([i * i for i in range(n)])
g = gen_like(4)
for x in g:
    if x > 1:
        break
print(x, list(g))
e = enumerate("abc")
print(next(e), next(e))
z = zip([1, 2, 3], [4, 5])
print(list(z), list(z))
r = reversed([1, 2, 3])
print(list(r), list(reversed("abc")), list(reversed((1, 2))))
it2 = iter([1, 2])
print(list(zip(it2, it2)))
