d = dict(a=1)
d.update(b=2)
print(d, dict({"x": 1}, y=2), dict([["p", 1], ("q", 2)]), dict(zip(range(3), "abc")))
print({} or "empty", bool({0: 0}), len({i: i for i in range(100)}), {1: 1, 1.0: 2, True: 3})
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: -kv[1])[0])
groups = {}
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups.setdefault(word[0], []).append(word)
print(groups)
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"]["c"], nested.get("x", {}).get("y"), "b" in nested["a"])
inv = {v: k for k, v in {"x": 1, "y": 2}.items()}
print(inv, list(inv.items())[0])
print(dict.fromkeys(["a", "b"]), {**{"a": 1}, **{"a": 2}})
