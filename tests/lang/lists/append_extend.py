a = []
a.append(1)
a.append([2, 3])
a.extend([4, 5])
a.extend("ab")
a.extend(range(2))
print(a, len(a))
