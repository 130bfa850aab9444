d = {"a": 1, "b": 2}
print(d.pop("a"), d.pop("z", "default"), d)
d.pop("z")
