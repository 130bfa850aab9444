keys = ["a", "b", "c"]
vals = [1, 2, 3]
d = dict(zip(keys, vals))
print(d, {k: i for i, k in enumerate(keys)}, list(zip(d, d.values())))
for (i, k), v in zip(enumerate(keys), vals):
    print(i, k, v)
