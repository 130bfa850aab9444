# __post_init__ runs after the fields are set: derived fields, validation.
from dataclasses import dataclass, field


@dataclass
class Line:
    qty: int
    price: float
    total: float = field(init=False)

    def __post_init__(self):
        if self.qty < 0:
            raise ValueError(f'qty must be >= 0, got {self.qty}')
        self.total = round(self.qty * self.price, 2)


print(Line(3, 1.25))
try:
    Line(-1, 2.0)
except ValueError as e:
    print(type(e).__name__, e)


@dataclass
class Normalized:
    email: str

    def __post_init__(self):
        self.email = self.email.strip().lower()
        return 'ignored'


print(Normalized('  Ann@Example.COM '))


@dataclass
class Order:
    items: list = field(default_factory=list)
    log: list = field(default_factory=list, repr=False)

    def __post_init__(self):
        self.log.append(f'created with {len(self.items)} items')


o = Order(['a', 'b'])
print(o, o.log)
