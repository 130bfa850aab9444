# Strings: building with str() and +, join, split, find, replace, upper,
# strip, startswith, slicing and repeated += concatenation.
N = 240000

parts = []
for i in range(N):
    parts.append("item" + str(i) + ":" + str(i * 7 % 1000))
line = ",".join(parts)
total = 0
for field in line.split(","):
    name, value = field.split(":")
    total += len(name) + int(value)
upper = line.upper().replace("ITEM", "x")
padded = [f"  {p}  " for p in parts[:N // 4]]
stripped = 0
for p in padded:
    q = p.strip()
    if q.startswith("item1") or q.endswith("7"):
        stripped += len(q)
acc = ""
for i in range(N // 2):
    acc += chr(97 + i % 26)
words = (acc[:5000] + " ") * 20
pieces = words.split()
rev = "".join([w[::-1] for w in pieces])
print(total, len(upper), upper.count("x"), line.find("item" + str(N - 1)))
print(stripped, len(acc), acc[-10:], len(pieces), rev[:12], rev.index("zy"))
