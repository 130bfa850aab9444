# An agent-style script: rows from a tool become records, filtered, grouped,
# sorted and summarised.
from dataclasses import dataclass, field, asdict

raw_rows = [
    {'id': 3, 'region': 'eu', 'product': 'widget', 'units': 12, 'price': 2.5},
    {'id': 1, 'region': 'us', 'product': 'gadget', 'units': 3, 'price': 10.0},
    {'id': 7, 'region': 'eu', 'product': 'gadget', 'units': 5, 'price': 9.5},
    {'id': 4, 'region': 'apac', 'product': 'widget', 'units': 0, 'price': 2.5},
    {'id': 2, 'region': 'us', 'product': 'widget', 'units': 20, 'price': 2.25},
]


@dataclass
class Sale:
    id: int
    region: str
    product: str
    units: int
    price: float

    @property
    def revenue(self) -> float:
        return round(self.units * self.price, 2)


@dataclass
class RegionSummary:
    region: str
    sales: list = field(default_factory=list)

    @property
    def total(self):
        return round(sum(s.revenue for s in self.sales), 2)


sales = [Sale(**row) for row in raw_rows]
active = [s for s in sales if s.units > 0]
by_region = {}
for s in active:
    by_region.setdefault(s.region, RegionSummary(s.region)).sales.append(s)
for region in sorted(by_region):
    summary = by_region[region]
    print(f'{region:5} {len(summary.sales)} sales, revenue {summary.total:.2f}')
top = max(active, key=lambda s: s.revenue)
print('top:', top, top.revenue)
print(sorted(sales, key=lambda s: (s.region, -s.units))[:2])
print(asdict(by_region['eu'])['sales'][0])
try:
    Sale(**{**raw_rows[0], 'discount': 0.1})
except TypeError as e:
    print('bad row:', e)
