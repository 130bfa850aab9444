import uuid
for ns in [uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500]:
    print(ns, uuid.uuid3(ns, "python.org"), uuid.uuid5(ns, "python.org"))
print(uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/ü"))
for f in (uuid.uuid3, uuid.uuid5):
    try:
        f(uuid.NAMESPACE_DNS, b"bytes")
    except TypeError as e:
        print(type(e).__name__, e)
u = uuid.uuid5(uuid.NAMESPACE_DNS, "example.com")
print(u.version, u.variant, repr(u))
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
print(uuid.UUID(int=0).variant, uuid.UUID(int=0xc000 << 48).variant, uuid.UUID(int=0xe000 << 48).variant)
print(uuid.UUID(int=0).version, [uuid.SafeUUID(v) for v in (0, -1, None)])
