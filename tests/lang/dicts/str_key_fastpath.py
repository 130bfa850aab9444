# d[k], d[k] = v, `in`, get and del with str keys take a str-only probe;
# keys of other types in the same dict go the generic way.
d = {"a": 1, "b": 2, 3: "three", (1, "a"): 4, 1.5: 5}
print(d["a"], "a" in d, d.get("a"), d.get("zz", 0), "zz" in d)
d["a"] = 10
print(len(d), d["a"], d["b"], d[3], d[(1, "a")], d[1.5], True in d, 3.0 in d)
del d["a"]
print(len(d), "a" in d)
e = {}
for i in range(200):
    e["k" + str(i)] = i
    e["k" + str(i // 2)] += 1
print(len(e), e["k0"], e["k99"], e["k199"], sum(e.values()))
for i in range(0, 200, 3):
    del e["k" + str(i)]
e["k0"] = -1
print(len(e), list(e)[:3], list(e)[-2:], "k3" in e, e.get("k4"))
try:
    e["missing"]
except KeyError as x:
    print("KeyError", x)
try:
    {}[[1]] = 2
except TypeError as x:
    print("TypeError", x)
try:
    [1] in {}
except TypeError as x:
    print("TypeError", x)
