# with inside loops and generators; one manager object reused across with statements
class Reusable:
    def __init__(self):
        self.depth = 0
        self.uses = 0
    def __enter__(self):
        self.depth += 1
        self.uses += 1
        return self.depth
    def __exit__(self, *a):
        self.depth -= 1

r = Reusable()
for i in range(3):
    with r as d:
        with r as d2:
            print(i, d, d2)
print(r.depth, r.uses)

def gen(cm):
    for i in range(3):
        with cm as d:
            yield (i, d, cm.depth)
print(list(gen(r)), r.depth)
g = gen(r)
print(next(g), r.depth)
g.close()
print("after close", r.depth)

class SingleUse:
    def __init__(self):
        self.used = False
    def __enter__(self):
        if self.used:
            raise RuntimeError("already used")
        self.used = True
        return self
    def __exit__(self, *a):
        pass
s = SingleUse()
with s:
    pass
try:
    with s:
        pass
except RuntimeError as e:
    print(type(e).__name__, e)
