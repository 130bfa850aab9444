import uuid
def t(*a, **k):
    try:
        print(repr(uuid.UUID(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t()
t("1234")
t("12345678-1234-5678-1234-56781234567g")
t(hex="1" * 32, int=5)
t(bytes=b"short")
t(bytes_le=b"x" * 15)
t(fields=(1, 2, 3))
t(fields=(1 << 32, 0, 0, 0, 0, 0))
t(fields=(0, 1 << 16, 0, 0, 0, 0))
t(fields=(0, 0, 1 << 16, 0, 0, 0))
t(fields=(0, 0, 0, 256, 0, 0))
t(fields=(0, 0, 0, 0, 256, 0))
t(fields=(0, 0, 0, 0, 0, 1 << 48))
t(int=-1)
t(int=1 << 128)
t(int=0, version=6)
t(int=0, version=0)
t(5)
u = uuid.UUID(int=7)
try:
    u.int = 8
except TypeError as e:
    print(type(e).__name__, e)
try:
    u.foo = 8
except TypeError as e:
    print(type(e).__name__, e)
print(u == 7, u != uuid.UUID(int=8), u < uuid.UUID(int=8), sorted([uuid.UUID(int=3), u, uuid.UUID(int=1)]))
try:
    u < 5
except TypeError as e:
    print(type(e).__name__, e)
print(hash(u) == hash(7), len({u, uuid.UUID(int=7)}))
