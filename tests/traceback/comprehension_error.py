rows = [{"n": 1}, {"m": 2}]
print([r["n"] for r in rows])
