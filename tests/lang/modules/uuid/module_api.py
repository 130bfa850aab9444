import uuid
print([n for n in ['UUID', 'uuid3', 'uuid5', 'SafeUUID', 'NAMESPACE_DNS', 'RFC_4122', 'RESERVED_NCS', 'RESERVED_MICROSOFT',
                   'RESERVED_FUTURE'] if not hasattr(uuid, n)])
from uuid import UUID, uuid5, NAMESPACE_DNS
u = uuid5(NAMESPACE_DNS, 'x')
print(isinstance(u, UUID), str(u) == str(UUID(str(u))), UUID(u.hex) == u, UUID(bytes=u.bytes) == u)
d = {u: 1}
print(d[UUID(str(u))])
print(sorted([uuid5(NAMESPACE_DNS, s) for s in 'abc']) == sorted(uuid5(NAMESPACE_DNS, s) for s in 'cba'))
print(f'{u}', '%s' % u, format(u, ''), str(u).upper())
try:
    format(u, 'x')
except TypeError as e:
    print(type(e).__name__, e)
