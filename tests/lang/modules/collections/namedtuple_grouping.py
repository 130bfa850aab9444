from collections import namedtuple

Sale = namedtuple('Sale', 'region product amount')
sales = [
    Sale('north', 'apple', 10),
    Sale('south', 'pear', 5),
    Sale('north', 'pear', 7),
    Sale('south', 'apple', 3),
]
totals = {}
for s in sales:
    totals[s.region] = totals.get(s.region, 0) + s.amount
print(totals)
Key = namedtuple('Key', 'region product')
index = {Key(s.region, s.product): s.amount for s in sales}
print(index[Key('north', 'pear')], index[('south', 'apple')])
print(sorted(index))
print(max(sales, key=lambda s: s.amount).product)
print([s._replace(amount=s.amount * 2) for s in sales if s.product == 'apple'])
