d = {"key": "value", "n": 3}
print(f"{d['key']}", f'{d["n"] * 2}', f"{'-'.join(['a', 'b'])}", f"{len(d)=}" if False else "len(d)=2")
items = [1, 2, 3]
print(f"{sum(items) / len(items):.2f}", f"{[x * 2 for x in items]}", f"{items[-1]}")
