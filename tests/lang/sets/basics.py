s = {1, 2, 3}
print(s, len(s), 2 in s, set(), {1, 1, 1}, set([1, 2, 2]), set("aab") == {"a", "b"}, frozenset([1]))
