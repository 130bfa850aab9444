people = [("bob", 30), ("alice", 25), ("carol", 35)]
print(sorted(people, key=lambda p: p[1]), max(people, key=lambda p: p[1])[0])
compose = lambda f, g: lambda x: f(g(x))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), (lambda: "no args")())
print(list(map(lambda kv: kv[0] * kv[1], {"a": 2, "b": 3}.items())))
