# A frozen class with InitVars and derived fields set in __post_init__.
from dataclasses import dataclass, field, InitVar, replace


@dataclass(frozen=True)
class Money:
    cents: int = field(init=False)
    amount: InitVar[str] = '0.00'
    currency: str = 'EUR'

    def __post_init__(self, amount):
        whole, _, frac = amount.partition('.')
        object.__setattr__(self, 'cents', int(whole) * 100 + int((frac + '00')[:2]))


m = Money('12.5')
print(m, m.cents, hash(m) == hash((1250, 'EUR')))
print(replace(m, amount='1.05'), replace(m, currency='USD'))
try:
    replace(m, cents=3)
except ValueError as e:
    print(type(e).__name__, e)
