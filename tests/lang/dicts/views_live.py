d = {1: "a"}
k = d.keys()
d[2] = "b"
print(list(k), len(k), 2 in k)
