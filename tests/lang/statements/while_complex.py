a, b = 0, 1
fibs = []
while b < 100:
    fibs.append(b)
    a, b = b, a + b
print(fibs)
n = 27
steps = 0
while n != 1:
    n = 3 * n + 1 if n % 2 else n // 2
    steps += 1
print(steps)
i = 0
while i < 10:
    i += 1
    if i % 2:
        continue
    if i > 6:
        break
    print(i, end=" ")
else:
    print("no break")
print()
