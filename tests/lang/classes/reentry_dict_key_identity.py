# which key object a dict keeps, and which __eq__ runs, when equal keys
# meet; keys whose __eq__ swaps the stored key for an equal one
class K:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, o):
        log.append((self.tag, o.tag))
        return self.v == o.v
    def __repr__(self):
        return '%s%d' % (self.tag, self.v)
log = []
d = {K(1, 'a'): 1}
d[K(1, 'b')] = 2
print(d, log)
log.clear()
d.setdefault(K(1, 'c'), 3)
print(d, log)
log.clear()
print(d.pop(K(1, 'd')), d, log)
log.clear()
s = {K(1, 'a')}
s.add(K(1, 'b'))
print(s, log)
log.clear()
u = {K(1, 'x'), K(2, 'x')} | {K(1, 'y'), K(3, 'y')}
print(sorted(u, key=lambda k: k.v), sorted(log))
log.clear()
i = {K(1, 'x'), K(2, 'x'), K(3, 'x')} & {K(1, 'y'), K(3, 'y')}
print(sorted(i, key=lambda k: k.v), sorted(log))
log.clear()
i = {K(1, 'x')} & {K(1, 'y'), K(3, 'y')}
print(sorted(i, key=lambda k: k.v), sorted(log))
# an __eq__ that replaces the stored key by an equal one mid-lookup
class Swap(K):
    __hash__ = K.__hash__
    def __eq__(self, o):
        if o.tag == 'probe':
            del d2[self]
            d2[K(self.v, 'new')] = 'replaced'
        return self.v == o.v
d2 = {}
d2[Swap(5, 'old')] = 'orig'
print(d2[K(5, 'probe')], d2)
