s = {1, 2}
s.add(3)
s.update([4, 5], (6,))
s.discard(1)
s.discard(100)
print(s, s.pop() in {2, 3, 4, 5, 6}, len(s))
