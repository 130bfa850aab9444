class R:
    def __reversed__(self):
        return iter(['c', 'b', 'a'])

class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10

print(list(reversed(R())), list(reversed(Seq())))

class Bad:
    pass

try:
    reversed(Bad())
except TypeError as e:
    print(type(e).__name__, e)
