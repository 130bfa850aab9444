d = {"a": 1}
d["b"] = 2
print(d, len(d), d["a"], "a" in d, list(d), dict(), {}, {1: 2, 3: 4})
