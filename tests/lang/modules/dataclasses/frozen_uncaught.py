# An uncaught FrozenInstanceError is named with its module.
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    name: str
    retries: int = 3


c = Config('svc')
print(c)
c.retries = 5
