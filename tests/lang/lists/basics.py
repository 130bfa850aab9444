a = [3, 1, 2]
print(a, len(a), a[0], a[-1], a[1:], 2 in a, a + [4], a * 2, list(), list("ab"), [a])
