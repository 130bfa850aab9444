records = [("fruit", "apple"), ("veg", "kale"), ("fruit", "pear"), ("veg", "leek"), ("nut", "pecan")]
groups = {}
for kind, name in records:
    groups.setdefault(kind, []).append(name)
print(groups)
print({k: len(v) for k, v in groups.items()}, sorted(groups, key=lambda k: -len(groups[k])))
