def d(n):
    return 0 if n == 0 else 1 + max(d(n-1) for _ in [0])
for n in (50, 300, 2000):
    try:
        print(n, d(n))
    except RecursionError as e:
        print(n, 'RecursionError')
def g(n):
    if n: yield from g(n-1)
    yield n
for n in (100, 400, 2000):
    try:
        print(n, sum(g(n)))
    except RecursionError as e:
        print(n, 'RecursionError')
