found = None
for i in range(5):
    for j in range(5):
        if i * j == 6:
            found = (i, j)
            break
    if found:
        break
print(found)
