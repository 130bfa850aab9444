people = [("bob", 25), ("amy", 30), ("bob", 20)]
print(sorted(people), max(people), min(people, key=lambda p: p[1]))
