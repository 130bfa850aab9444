for i, c in enumerate("ab", 1):
    print(i, c)
print(list(enumerate([5, 6])), list(zip([1, 2, 3], "ab")), list(zip()), dict(zip("abc", range(3))))
print(list(zip(*[(1, 2), (3, 4)])))
a, b = zip(*[(1, "x"), (2, "y")])
print(a, b)
