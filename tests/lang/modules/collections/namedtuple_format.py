from collections import namedtuple

Item = namedtuple('Item', 'name price qty')
items = [Item('pen', 1.5, 10), Item('notebook', 3.25, 2)]
for it in items:
    print(f'{it.name:<10}{it.price:>8.2f}{it.qty:>4d}')
print('{0.name} costs {0.price}'.format(items[0]))
print('%-10s|%5.1f' % (items[1].name, items[1].price))
print(str(items[0]), repr(items[1]))
print(f'{items[0]!r}')
