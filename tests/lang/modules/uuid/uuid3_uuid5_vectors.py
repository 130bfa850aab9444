import uuid
names = ['', 'a', 'python.org', 'www.example.com', 'é', '日本', 'x' * 100, 'with space', '/path?q']
for name in names:
    print(repr(name)[:20], uuid.uuid3(uuid.NAMESPACE_DNS, name), uuid.uuid5(uuid.NAMESPACE_DNS, name))
custom = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(uuid.uuid3(custom, 'n'), uuid.uuid5(custom, 'n'), uuid.uuid5(uuid.UUID(int=0), ''))
for f in [uuid.uuid3, uuid.uuid5]:
    u = f(uuid.NAMESPACE_URL, 'http://x')
    print(u.version, u.variant, u.is_safe, type(u).__name__)
    for bad in [('ns-str', 'n'), (None, 'n'), (uuid.NAMESPACE_DNS, 5), (uuid.NAMESPACE_DNS, None)]:
        try:
            f(*bad)
        except Exception as e:
            print(type(e).__name__, e)
