for i in range(3):
    for j in range(3):
        if j == 2:
            break
        if i == 1:
            continue
        print(i, j)
else_hit = []
for i in range(3):
    pass
else:
    else_hit.append("for-else")
while False:
    pass
else:
    else_hit.append("while-else")
for i in range(5):
    if i == 2:
        break
else:
    else_hit.append("not reached")
print(else_hit)
n = 0
while True:
    n += 1
    if n > 5:
        break
print(n)
print(list(range(10, 0, -3)), list(range(0)), list(range(-3, 3)), range(5)[-1], len(range(1, 100, 7)))
print(3 in range(5), 7 in range(0, 10, 2), range(0, 10, 2)[1:3])
total = 0
for x in [1, 2, 3]:
    total += x
print(total)
