import uuid
base = 0x12345678123456781234567812345678
for top in range(16):
    u = uuid.UUID(int=(base & ~(0xF << 60)) | (top << 60))
    print(hex(top), u.variant, u.version, u.clock_seq_hi_variant)
for ver in range(16):
    u = uuid.UUID(int=(base & ~(0xF << 76)) | (ver << 76))
    print(ver, u.version, u.variant)
for v in [1, 2, 3, 4, 5]:
    u = uuid.UUID(int=0, version=v)
    print(v, u, u.version, u.variant)
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print([x.version for x in (uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL)], uuid.NAMESPACE_DNS.time, uuid.NAMESPACE_DNS.node)
