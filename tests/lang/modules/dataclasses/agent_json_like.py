# asdict() to build JSON-like data for a tool call, and back again.
from dataclasses import dataclass, field, asdict, fields


@dataclass
class Address:
    street: str
    city: str
    zip: str = ''


@dataclass
class Customer:
    name: str
    email: str
    addresses: list = field(default_factory=list)
    tags: tuple = ()
    extra: dict = field(default_factory=dict)


c = Customer('Ann', 'ann@example.com', [Address('1 Main St', 'Springfield', '12345'), Address('2 Side', 'Shelbyville')],
             ('vip', 'new'), {'score': 9.5, 'refs': [Address('x', 'y')]})
payload = asdict(c)
print(payload)


def to_json(v, indent=0):
    pad = '  ' * indent
    if isinstance(v, dict):
        inner = ',\n'.join(f'{pad}  "{k}": {to_json(x, indent + 1)}' for k, x in v.items())
        return '{\n' + inner + '\n' + pad + '}'
    if isinstance(v, (list, tuple)):
        return '[' + ', '.join(to_json(x, indent + 1) for x in v) + ']'
    if isinstance(v, str):
        return '"' + v + '"'
    return str(v)


print(to_json(payload))


def from_dict(cls, data):
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            kwargs[f.name] = data[f.name]
    return cls(**kwargs)


back = from_dict(Customer, payload)
back.addresses = [from_dict(Address, a) for a in back.addresses]
print(back == c, back.addresses[1])
