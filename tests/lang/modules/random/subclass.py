# subclasses: one that brings random() only draws ints from it; one with getrandbits
import random
class OnlyRandom(random.Random):
    def random(self):
        self.n = getattr(self, 'n', 0) + 1
        return (self.n * 0.6180339887498949) % 1.0
r = OnlyRandom(1)
print([r.randrange(10) for _ in range(10)], r.choice('abcdef'), r.randrange(2**60))
class Bits(random.Random):
    def getrandbits(self, k):
        return super().getrandbits(k) ^ 1 if k else 0
b = Bits(3)
print([b.randrange(100) for _ in range(10)])
class Plain(random.Random):
    pass
p = Plain(3)
print([p.randrange(100) for _ in range(10)], p.random())
print(isinstance(p, random.Random), random.Random(3).random() == Plain(3).random())
