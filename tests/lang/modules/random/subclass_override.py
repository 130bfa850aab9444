# a Random subclass with its own random(): the integer methods follow its draws
import random
class Fixed(random.Random):
    def __init__(self, vals):
        self.vals = list(vals)
        super().__init__(0)
    def random(self):
        return self.vals.pop(0) if self.vals else 0.5
f = Fixed([0.1, 0.9, 0.5, 0.0, 0.999, 0.25, 0.75, 0.3, 0.6, 0.2])
print(f.randrange(10), f.randint(1, 6), f.choice('abcdefgh'), f.random(), f.uniform(0, 100))
class Bits(random.Random):
    def getrandbits(self, k):
        return (2**k - 1) // 3
b = Bits(1)
print(b.randrange(100), b.randrange(1000), b.choice(range(50)), b.random().hex())
class Seeded(random.Random):
    def seed(self, a=None, version=2):
        super().seed(a * 2 if isinstance(a, int) else a, version)
print(Seeded(3).random().hex() == random.Random(6).random().hex())
