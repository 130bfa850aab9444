d = {"a": 1, "b": 2}
d["c"] = 3
print(d, d.get("a"), d.get("z"), d.get("z", 0), "a" in d, "z" not in d, len(d))
print(list(d.keys()), list(d.values()), list(d.items()), d.keys(), d.values(), d.items())
print(d.pop("a"), d.pop("z", None), d.setdefault("b", 9), d.setdefault("n", []), d)
d.update({"x": 1}, y=2)
d.update([("z", 0)])
print(d, d.popitem(), d)
e = d.copy()
e.clear()
print(e, d == d.copy(), {1: 2} | {3: 4}, dict.fromkeys("ab", 0))
for k, v in {"p": 1, "q": 2}.items():
    print(k, v)
del d["b"]
print(d, {1: "a", True: "b", 1.0: "c"})
print({(1, 2): "tuple key"}[(1, 2)], {None: 1}[None])
d["missing"]
