# Code mode with classes: a particle/inventory simulation written the way
# models write it: small classes with __init__, methods calling methods,
# properties, a subclass with super(), __repr__/__eq__/__lt__ for sorting,
# and instances in lists and dicts.
N = 20000
STEPS = 30


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Body:
    def __init__(self, ident, pos, vel, mass):
        self.ident = ident
        self.pos = pos
        self.vel = vel
        self.mass = mass
        self.hits = 0

    @property
    def energy(self):
        return 0.5 * self.mass * self.vel.norm2()

    def step(self, dt):
        self.pos = self.pos + self.vel.scale(dt)
        if self.pos.x < 0 or self.pos.x > 100:
            self.vel = Vec(-self.vel.x, self.vel.y)
            self.hits += 1
        if self.pos.y < 0 or self.pos.y > 100:
            self.vel = Vec(self.vel.x, -self.vel.y)
            self.hits += 1

    def __lt__(self, other):
        return (self.hits, self.ident) < (other.hits, other.ident)

    def __repr__(self):
        return f"Body({self.ident}, hits={self.hits})"


class Heavy(Body):
    def __init__(self, ident, pos, vel, mass):
        super().__init__(ident, pos, vel, mass * 10)

    def step(self, dt):
        super().step(dt / 2)


seed = 7
bodies = []
for i in range(N):
    seed = seed * 48271 % 2147483647
    pos = Vec(seed % 100, (seed >> 8) % 100)
    vel = Vec((seed >> 3) % 7 - 3, (seed >> 5) % 7 - 3)
    cls = Heavy if i % 10 == 0 else Body
    bodies.append(cls(i, pos, vel, 1 + seed % 5))

for _ in range(STEPS):
    for b in bodies:
        b.step(1.0)

by_kind = {}
for b in bodies:
    k = type(b).__name__
    by_kind[k] = by_kind.get(k, 0.0) + b.energy
for k in sorted(by_kind):
    print(k, round(by_kind[k], 2))
top = sorted(bodies)[-5:]
print(top)
print(sum([b.hits for b in bodies]))
