items = [3, 1, 3, 2, 1, 4]
seen = set()
unique = []
for x in items:
    if x not in seen:
        seen.add(x)
        unique.append(x)
print(unique, list(dict.fromkeys(items)), sorted(set(items)))
