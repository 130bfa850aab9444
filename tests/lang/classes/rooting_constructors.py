# Containers built while a class's special methods run Python code (and so,
# under the GC-stress build, the collector): the new container and the
# iterators a class's __iter__ made must stay alive.
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        junk = [[i] for i in range(50)]
        return hash(self.v)
    def __eq__(self, o):
        return isinstance(o, K) and self.v == o.v
    def __repr__(self):
        return f'K({self.v})'
class It:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return Gen(self.n)
class Gen:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        junk = {str(i): i for i in range(30)}
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return K(self.i)
print(sorted({K(1), K(2), K(1)}, key=lambda k: k.v), {K(3): 'a', K(3): 'b'})
print(list(It(3)), set(It(2)) == {K(1), K(2)}, dict.fromkeys(It(2)), tuple(It(2)))
print(K(2) in It(3), any(It(2)), all(It(2)), ','.join(repr(k) for k in list(It(3))))
print(list(zip(It(2), It(3))), list(map(repr, It(2))), dict(zip(It(2), 'ab')))
print({k: k.v for k in It(3)}, [k.v for k in It(4)])
