print(sorted([3, 1, 2]), sorted([3, 1, 2], reverse=True), sorted("bca"), sorted({3: 1, 1: 2}))
print(sorted(["bb", "a", "ccc"], key=len), sorted([(1, "b"), (1, "a"), (0, "z")]))
words = ["apple", "Banana", "cherry"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=lambda w: (len(w), w)))
a = [5, 2, 9]
a.sort()
print(a)
a.sort(key=lambda x: -x)
print(a)
sorted([1, "a"])
