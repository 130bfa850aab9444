# tuples compared or hashed while an item's __eq__ / __hash__ removes the
# tuple from the only container that held it: the comparison still reads
# the tuple's other items afterwards, so the tuple must stay alive
class Drop:
    def __init__(self, v, box):
        self.v = v
        self.box = box
    def __eq__(self, o):
        self.box.clear()
        [str(i) for i in range(20)]
        return isinstance(o, Drop) and self.v == o.v
    def __hash__(self):
        return self.v
class Pad:
    def __init__(self, s):
        self.s = s
    def __eq__(self, o):
        return isinstance(o, Pad) and self.s == o.s
    def __hash__(self):
        return len(self.s)
    def __repr__(self):
        return 'Pad(%r)' % self.s
# a dict whose only key is a tuple: looking up an equal tuple runs the
# stored key's first item's __eq__, which empties the dict
d = {}
d[(Drop(1, d), Pad('x' * 50), Pad('y'))] = 'v'
print((Drop(1, []), Pad('x' * 50), Pad('y')) in d, len(d))
# a set likewise
s = set()
s.add((Drop(2, s), Pad('z' * 40), Pad('w')))
print((Drop(2, []), Pad('z' * 40), Pad('w')) in s, len(s))
# `in` over a list of tuples that the first item's __eq__ clears
l = []
l.append((Drop(3, l), Pad('p' * 30), Pad('q')))
print((Drop(3, []), Pad('p' * 30), Pad('q')) in l, l)
l = []
l.append((Drop(4, l), Pad('a')))
print(l.count((Drop(4, []), Pad('a'))), l)
l = []
l.append((Drop(5, l), Pad('b')))
try:
    print(l.index((Drop(5, []), Pad('b'))))
except ValueError as e:
    print('ValueError', type(e).__name__)
# list == list where the item tuples vanish from the left list
a = []
a.extend([(Drop(6, a), Pad('c' * 20), Pad('d')), (Pad('e'),)])
print(a == [(Drop(6, []), Pad('c' * 20), Pad('d')), (Pad('e'),)], a)
# hashing a tuple whose item's __hash__ empties the list holding it
class HDrop:
    def __init__(self, box):
        self.box = box
    def __hash__(self):
        self.box.clear()
        [str(i) for i in range(20)]
        return 3
box = []
box.append((HDrop(box), Pad('h' * 30), Pad('i')))
print(isinstance(hash(box[0]), int) if box else 'empty')
box = []
box.append((HDrop(box), Pad('j' * 30)))
t = {box[0]: 1}
print(len(t), box)
# max() over tuples made on the fly, compared by their items
class Lt:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        [str(i) for i in range(20)]
        return self.v < o.v
    def __gt__(self, o):
        [str(i) for i in range(20)]
        return self.v > o.v
    def __eq__(self, o):
        [str(i) for i in range(5)]
        return self.v == o.v
print(max(map(lambda i: (Lt(i % 3), 'k' * i), range(6)))[1])
print(min(map(lambda i: (Lt(i % 3), 'm' * i), range(1, 6)))[1])
print(sorted(map(lambda i: (Lt(i % 3), i), range(6)))[0][1])
