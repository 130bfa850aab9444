import uuid
for s in ["12345678-1234-5678-1234-567812345678", "{12345678-1234-5678-1234-567812345678}",
          "urn:uuid:12345678-1234-5678-1234-567812345678", "12345678123456781234567812345678",
          "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "00000000-0000-0000-0000-000000000000",
          "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"]:
    u = uuid.UUID(s)
    print(u, repr(u), u.hex, u.int, u.urn, u.version, u.variant)
    print("  ", u.bytes, u.bytes_le, u.fields, u.time_low, u.time_mid, u.time_hi_version,
          u.clock_seq_hi_variant, u.clock_seq_low, u.node, u.time, u.clock_seq)
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u,
      uuid.UUID(int=u.int) == u, int(u) == u.int, str(uuid.UUID(int=5)))
print(uuid.UUID(int=0, version=4), uuid.UUID("12345678123456781234567812345678", version=1).version)
print(u.is_safe, uuid.SafeUUID.safe.value, uuid.UUID(int=1, is_safe=uuid.SafeUUID.safe).is_safe)
