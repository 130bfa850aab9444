parts = []
for i in range(5):
    parts.append(f"item{i}")
print(", ".join(parts))
s = ""
for i in range(3):
    s += str(i) * 2
print(s)
table = "\n".join(f"{name:<6}|{score:>4}" for name, score in [("ann", 90), ("bob", 7)])
print(table)
