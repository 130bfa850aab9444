# asdict/astuple need an instance of a data class.
from dataclasses import dataclass, asdict, astuple


@dataclass
class P:
    x: int


for fn in (asdict, astuple):
    for bad in (P, 3, {'x': 1}, None, [P(1)]):
        try:
            fn(bad)
        except TypeError as e:
            print(fn.__name__, type(e).__name__, e)
try:
    asdict(P(1), {})
except TypeError as e:
    print(type(e).__name__, e)
