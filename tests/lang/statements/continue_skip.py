out = []
for i in range(10):
    if i % 3 == 0:
        continue
    out.append(i)
print(out)
