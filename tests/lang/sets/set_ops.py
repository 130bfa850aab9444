s = {3, 1, 2}
print(s, {5, 4} | {1}, {1, 2} & {2, 3}, {1, 2} - {2}, {1, 2} ^ {2, 3}, set(), frozenset([2, 1]))
s.add(4); s.discard(10); s.remove(1)
print(s, len(s), 2 in s, s.issubset({2, 3, 4, 5}), s.issuperset({2}), s.isdisjoint({9}))
print(s.union([7]), s.intersection({2, 3}), s.difference({2}), s.symmetric_difference({2, 8}), s.copy() == s)
print(sorted({"b", "a"}), {x % 4 for x in range(10)}, set(range(20)), {-1, -2, 5})
print({1, 2} == frozenset({1, 2}), {frozenset({1}): 1}, hash(frozenset()) == hash(frozenset()))
s.remove(100)
