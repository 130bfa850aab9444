class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, qty=1):
        self.items[name] = self.items.get(name, 0) + qty
        return self
    def remove(self, name, qty=1):
        if self.items.get(name, 0) < qty:
            raise ValueError(f'not enough {name}')
        self.items[name] -= qty
        if not self.items[name]:
            del self.items[name]
        return self
    def total(self):
        return sum(self.items.values())
    def report(self):
        return ', '.join(f'{k}={v}' for k, v in sorted(self.items.items()))
inv = Inventory().add('apple', 3).add('pear').add('apple')
print(inv.report(), inv.total())
inv.remove('pear')
print(inv.report())
try:
    inv.remove('apple', 10)
except ValueError as e:
    print(e)
class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
    def depth(self):
        return 1 + max((c.depth() for c in self.children), default=0)
    def total(self):
        return self.val + sum(c.total() for c in self.children)
    def __repr__(self):
        return f'Node({self.val}, {self.children})' if self.children else f'Node({self.val})'
tree = Node(1, [Node(2, [Node(4)]), Node(3)])
print(tree.depth(), tree.total(), tree)
def build(n):
    return Node(n) if n == 0 else Node(n, [build(n - 1)])
deep = build(200)
print(deep.depth(), deep.total())
