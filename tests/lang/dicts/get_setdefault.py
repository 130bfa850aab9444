d = {}
print(d.get("x"), d.get("x", 5), d.setdefault("x", 1), d.setdefault("x", 2), d)
