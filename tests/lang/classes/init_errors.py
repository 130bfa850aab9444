class Cart:
    def __init__(self):
        self.items = []
    def add(self, name, qty):
        self.items.append((name, qty))
c = Cart()
for call in [lambda: c.add('x'), lambda: c.add(), lambda: c.add('a', 1, 2), lambda: Cart(1),
             lambda: Cart.add(c, 'x'), lambda: c.add(name='a', qty=1, z=3), lambda: c.add('a', name='b')]:
    try:
        call()
        print('ok', c.items)
    except TypeError as e:
        print(e)
class NoInit:
    pass
try:
    NoInit(1)
except TypeError as e:
    print(e)
try:
    NoInit(a=1)
except TypeError as e:
    print(e)
class RetInit:
    def __init__(self):
        return 3
try:
    RetInit()
except TypeError as e:
    print(e)
