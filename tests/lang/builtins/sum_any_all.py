print(sum([1, 2, 3]), sum([0.5, 0.25]), sum([], 10), sum(range(100)), sum([[1], [2]], []))
print(any([0, 0, 1]), any([]), all([]), all([1, 0]), any(x > 3 for x in range(5)), all(c.isalpha() for c in "abc"))
sum(["a", "b"])
