*a, b = c
a, *b = c
[a, *b] = c
(*a,) = b
a, *b, c = d
for *a, b in c: pass
for a, *b in c: pass
x = *a, *b
x = [*a, *b, c]
x = {*a, *b}
x = {**a, 'k': 1, **b}
f(*a, *b, **c, **d)
return_ = lambda: (*a, b)
def g():
    return *a, b
def h():
    yield *a, b
x = a[*b]
print(*[1], *(2,))
