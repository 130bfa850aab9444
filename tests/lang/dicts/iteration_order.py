d = {}
d["z"] = 1
d["a"] = 2
d["m"] = 3
print(list(d), list(d.values()), list(d.items()))
del d["a"]
d["a"] = 4
print(list(d))
