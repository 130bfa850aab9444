# An uncaught argument error from a generated __init__.
from dataclasses import dataclass


@dataclass
class Order:
    order_id: str
    amount: float
    currency: str = 'USD'


print(Order('a1', 9.5))
Order(amount=3.0)
