# bisect over objects with __getitem__ and __len__, user lists, and what it calls on them
import bisect
class Squares:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * i
sq = Squares(1000)
print([bisect.bisect_left(sq, x) for x in (0, 1, 2, 99, 100, 101, 998001, 10**7)])
print([bisect.bisect_right(sq, x, 10, 20) for x in (0, 150, 400)])
class Log(list):
    calls = 0
    def __getitem__(self, i):
        Log.calls += 1
        return list.__getitem__(self, i)
lg = Log(range(0, 2000, 2))
print(bisect.bisect_left(lg, 777), Log.calls <= 11)
class NoLen:
    def __getitem__(self, i): return i
try:
    bisect.bisect_left(NoLen(), 3)
except TypeError as e:
    print(type(e).__name__, e)
print(bisect.bisect_left(NoLen(), 3, 0, 10), bisect.bisect_right(NoLen(), 3, hi=100))
try:
    bisect.insort(sq, 5)
except Exception as e:
    print(type(e).__name__, e)
