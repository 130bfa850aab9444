x = None
y = x or "default"
z = x if x is not None else "fallback"
count = 0
count = count + 1 if count < 5 else count
print(y, z, count, [v or 0 for v in [None, 3, 0, ""]])
