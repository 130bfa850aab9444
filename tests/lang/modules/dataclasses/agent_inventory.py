# Frozen records as dict keys and set members; replace() for updates.
from dataclasses import dataclass, replace, astuple


@dataclass(frozen=True)
class Sku:
    product: str
    size: str = 'M'


@dataclass(frozen=True)
class StockLine:
    sku: Sku
    qty: int
    location: str = 'main'


lines = [StockLine(Sku('shirt'), 4), StockLine(Sku('shirt', 'L'), 2), StockLine(Sku('shirt'), 3, 'annex'),
         StockLine(Sku('hat', 'one'), 7)]
totals = {}
for line in lines:
    totals[line.sku] = totals.get(line.sku, 0) + line.qty
for sku, qty in sorted(totals.items(), key=lambda kv: astuple(kv[0])):
    print(sku, qty)
print(Sku('shirt') in totals, len(set(l.sku for l in lines)))
moved = [replace(l, location='main') for l in lines]
print(len(set(moved)), moved[2])
try:
    lines[0].qty = 0
except AttributeError as e:
    print(type(e).__name__, e)
