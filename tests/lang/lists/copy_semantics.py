a = [[1, 2], [3]]
b = a[:]
c = list(a)
b[0].append(9)
b.append([4])
print(a, b, c)
