import uuid
u = uuid.UUID(int=42)
for name, value in [('int', 1), ('hex', 'x'), ('is_safe', None), ('new_attr', 1), ('version', 4)]:
    try:
        setattr(u, name, value)
        print(name, 'set')
    except Exception as e:
        print(name, type(e).__name__, e)
print(u.int, u)
import copy
v = copy.copy(u)
w = copy.deepcopy(u)
print(v == u, w == u, type(v).__name__)
s = uuid.UUID(int=7, is_safe=uuid.SafeUUID.safe)
print(copy.copy(s).is_safe, copy.deepcopy(s).is_safe, copy.copy(u).is_safe, u.__getstate__(), s.__getstate__())
print(uuid.UUID(int=9, is_safe=uuid.SafeUUID.unsafe).__getstate__())
r = uuid.UUID.__new__(uuid.UUID)
r.__setstate__({'int': 5, 'is_safe': -1})
print(r, r.is_safe)
print(copy.deepcopy([u, {u: s}]))
