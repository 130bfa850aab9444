d = {"a": 1, "b": 2, "c": 3}
k = d.keys()
v = d.values()
it = d.items()
d["d"] = 4
print(k, len(k), "a" in k, 4 in v, ("a", 1) in it, list(it)[-1])
print(sorted(v), [x for x in k], dict(it) == d)
for key in list(d):
    if d[key] % 2:
        del d[key]
print(d)
