import uuid
S = uuid.SafeUUID
print(S.safe, S.unsafe, S.unknown, S.safe.value, S.unsafe.value, S.unknown.value)
print(list(S), S(0), S(-1), S(None), S['safe'], S.safe.name)
try:
    S(5)
except ValueError as e:
    print(type(e).__name__, e)
u = uuid.UUID(int=1, is_safe=S.safe)
print(u.is_safe, uuid.UUID(int=1).is_safe, u == uuid.UUID(int=1))
print(repr(S.safe), str(S.unsafe), isinstance(S.safe, S))
