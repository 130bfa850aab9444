# Building sets and dicts whose keys' __hash__/__eq__, or an argument's
# __iter__/__len__, run Python code: under -Dgc_stress=true a collection
# runs at each of those calls, and the object being built must survive it.
class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v

    def __repr__(self):
        return f'Key({self.v})'


class Seq:
    def __init__(self, *items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __iter__(self):
        return iter(self.items)


keys = [Key(i % 3) for i in range(6)]
print(len({keys[0], keys[1], keys[2], keys[3]}), {keys[0]: 'a', keys[4]: 'b', keys[3]: 'c'})
print(sorted(set(keys), key=lambda k: k.v), sorted(frozenset(keys), key=lambda k: k.v))
print(dict.fromkeys(Seq(Key(1), Key(2), Key(1))))
print(list(reversed(Seq(1, 2, 3))), [x for x in reversed(Seq('a', 'b'))])
s = set()
s.update(keys)
print(len(s), Key(2) in s, {Key(5): 1}.get(Key(5)))
