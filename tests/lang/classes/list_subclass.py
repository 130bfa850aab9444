class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack()
s.push(1)
s.push(2)
s.extend([3, 4])
print(s, len(s), s.peek(), s.pop(), s, isinstance(s, list), sum(s), s[1:])
class Sorted(list):
    def __init__(self, items=()):
        super().__init__(sorted(items))
    def add(self, x):
        self.append(x)
        self.sort()
t = Sorted([3, 1, 2])
t.add(0)
print(t, type(t).__name__, t == [0, 1, 2, 3], list(t))
class L(list):
    pass
l = L([1, 2])
l.tag = 'x'
print(l, l.tag, l + [3], [0] + l, l * 2, 2 in l, list(reversed(l)))
