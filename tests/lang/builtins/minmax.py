print(min(3, 1, 2), max([4, 9, 2]), min("b", "a"), max([1, 5], [1, 6]), min([3, 1], key=lambda x: -x))
print(max([], default=0), min((2, 1)), max(range(5)), min({"x": 1, "a": 2}))
print(max([1, 2, 3], key=lambda v: v % 3))
min([])
