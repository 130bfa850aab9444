print(sorted([3, 1], reverse=True), "a b".split(maxsplit=1), int("10", base=2), enumerate([1], start=5).__class__.__name__, sum([1], start=10))
print(max([1, 2], key=lambda x: -x), min([], default="d"), print("x", end="", sep="") or "")
