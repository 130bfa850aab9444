import uuid
for s in ['12345678-1234-5678-1234-567812345678', '6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
          '00000000-0000-0000-0000-000000000000', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '01234567-89ab-cdef-0123-456789abcdef']:
    u = uuid.UUID(s)
    print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node)
    print('  ', u.time, u.clock_seq, u.hex, u.int, u.urn, u.variant, u.version)
    print('  ', u.bytes, u.bytes_le)
    print('  ', str(u), repr(u), u.is_safe, uuid.UUID(fields=u.fields) == u, uuid.UUID(bytes_le=u.bytes_le) == u)
