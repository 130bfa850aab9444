people = [{"name": "a", "age": 30}, {"name": "b", "age": 25}, {"name": "c", "age": 35}]
print(min(people, key=lambda p: p["age"])["name"], max(people, key=lambda p: p["age"])["name"])
print(sorted(people, key=lambda p: p["age"])[0], [p["name"] for p in sorted(people, key=lambda p: -p["age"])])
