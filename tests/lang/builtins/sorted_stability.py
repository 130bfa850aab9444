pairs = [(1, "b"), (0, "a"), (1, "a"), (0, "b"), (2, "c")]
print(sorted(pairs, key=lambda p: p[0]))
print(sorted(pairs, key=lambda p: p[0], reverse=True))
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len))
print(sorted(words, key=lambda w: w[-1]))
print(sorted([3, 1, 2], key=None), sorted([[2, 1], [1, 2], [1, 1]]), sorted(["B", "a", "C"], key=str.lower))
print(sorted([0.5, -1, 3, 2.5]), sorted({3: "x", 1: "y"}.items()), sorted("cba", reverse=True))
