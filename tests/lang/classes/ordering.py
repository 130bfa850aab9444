class V:
    def __init__(self, n):
        self.n = n
    def __lt__(self, o):
        return self.n < o.n
    def __repr__(self):
        return f'V{self.n}'
vs = [V(3), V(1), V(2)]
print(sorted(vs), min(vs), max(vs), sorted(vs, reverse=True))
print(V(1) < V(2), V(2) > V(1))
try:
    V(1) <= V(2)
except TypeError as e:
    print(e)
class W(V):
    def __le__(self, o):
        return self.n <= o.n
    def __gt__(self, o):
        return self.n > o.n
    def __ge__(self, o):
        return self.n >= o.n
print(W(1) <= W(1), W(2) >= W(3), W(2) > W(1))
try:
    V(1) < 5
except AttributeError as e:
    print(e)
class R:
    def __gt__(self, o):
        return 'reflected'
print(5 < R())
try:
    object() < object()
except TypeError as e:
    print(e)
