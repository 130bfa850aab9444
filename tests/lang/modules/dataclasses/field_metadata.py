# Field.metadata is a read-only mapping over the dict given.
from dataclasses import dataclass, field, fields


@dataclass
class Measure:
    value: float = field(metadata={'unit': 'm', 'min': 0})
    label: str = ''


m = fields(Measure)[0].metadata
empty = fields(Measure)[1].metadata
print(m, empty, type(m).__name__, type(m))
print(m['unit'], m.get('min'), m.get('max', 'none'), len(m), 'unit' in m, list(m), sorted(m.keys()))
print(list(m.items()), list(m.values()), m.copy(), m == {'unit': 'm', 'min': 0}, dict(m))
try:
    m['unit'] = 'km'
except TypeError as e:
    print(type(e).__name__, e)
try:
    m['missing']
except KeyError as e:
    print(type(e).__name__, e)
try:
    del m['unit']
except TypeError as e:
    print(type(e).__name__, e)
print(empty is fields(Measure)[1].metadata, len(empty))
units = {f.name: f.metadata.get('unit') for f in fields(Measure)}
print(units)
print(type(m) is type({}.keys().mapping))
try:
    field(metadata=[('a', 1)])
except TypeError as e:
    print(type(e).__name__, e)


class Table:
    def keys(self):
        return ['k']

    def __getitem__(self, key):
        return key.upper()


print(field(metadata=Table()).metadata['k'], len(field(metadata={'a': 1}).metadata))
