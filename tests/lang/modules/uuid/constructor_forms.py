import uuid
ref = uuid.UUID('12345678-1234-5678-1234-567812345678')
forms = [dict(hex='12345678123456781234567812345678'), dict(hex='{12345678-1234-5678-1234-567812345678}'),
         dict(hex='urn:uuid:12345678-1234-5678-1234-567812345678'), dict(hex='URN:UUID:12345678-1234-5678-1234-567812345678'),
         dict(hex='12345678-1234-5678-1234-56781234567'), dict(hex=' 12345678123456781234567812345678 '),
         dict(hex='1234-5678-1234-5678-1234-5678-1234-5678'), dict(hex='{12345678123456781234567812345678}'),
         dict(hex='{{12345678123456781234567812345678}}'), dict(hex='12345678-1234-5678-1234-5678123456781'),
         dict(bytes=ref.bytes), dict(bytes_le=ref.bytes_le), dict(fields=ref.fields), dict(int=ref.int),
         dict(hex=ref.hex, version=4), dict(int=ref.int, version=1), dict(int=ref.int, version=5), dict(bytes=b'\x00' * 16, version=3),
         dict(hex=5), dict(bytes='x' * 16), dict(bytes_le='x' * 16), dict(fields=[1, 2, 3, 4, 5, 6]), dict(int='5'),
         dict(int=1.0), dict(hex=''), dict(hex='g' * 32), dict(hex='12345678123456781234567812345678', is_safe=uuid.SafeUUID.safe)]
for k in forms:
    try:
        u = uuid.UUID(**k)
        print(sorted(k), u, u == ref, u.version, u.is_safe)
    except Exception as e:
        print(sorted(k), type(e).__name__, e)
try:
    uuid.UUID(ref.hex, bytes=ref.bytes)
except Exception as e:
    print(type(e).__name__, e)
