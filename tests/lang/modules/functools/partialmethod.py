# functools.partialmethod
from functools import partialmethod

class Cell:
    def __init__(self):
        self.alive = False
    def set_state(self, state, note=''):
        self.alive = bool(state)
        return note
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, note='gone')
c = Cell()
print(c.alive, c.set_alive(), c.alive, c.set_dead(), c.alive, c.set_alive(note='back'), c.alive)
print(Cell.set_alive(c), c.alive)
class P:
    def f(self, *a, **k):
        return (a, sorted(k.items()))
    g = partialmethod(f, 1, x=1)
    h = partialmethod(g, 2, y=2)
p = P()
print(p.g(), p.g(3, x=9), p.h(), P.h(p, 0))
try:
    partialmethod(5)
except Exception as e:
    print(type(e).__name__, e)
