class R:
    def __init__(self, items):
        self.items = items
    def __reversed__(self):
        return iter(self.items[::-1] + ['custom'])
print(list(reversed(R([1, 2, 3]))))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 2
print(list(reversed(Seq())))
class NoRev:
    pass
try:
    reversed(NoRev())
except TypeError as e:
    print(e)
