import base64
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for data in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', b'\x00', b'\xff' * 7, bytes(range(20))]:
    e = base64.b32hexencode(data)
    print(data, e, base64.b32hexdecode(e) == data, base64.b32encode(data))
t(base64.b32hexdecode, 'co')
t(base64.b32hexdecode, 'CO======')
t(base64.b32hexdecode, 'co======', casefold=True)
t(base64.b32hexdecode, 'CPNMU===')
t(base64.b32hexdecode, 'CPNMUOJ1E8======')
t(base64.b32hexdecode, 'W0======')
t(base64.b32hexdecode, 'CO=====')
t(base64.b32hexdecode, 'C')
t(base64.b32hexdecode, '')
t(base64.b32hexdecode, b'CO======')
t(base64.b32hexencode, 'x')
t(base64.b32hexdecode, 'CO======', map01=b'L')
