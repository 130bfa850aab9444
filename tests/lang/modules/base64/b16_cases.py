import base64
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(base64.b16encode, b'\x00\x01\xab\xff')
t(base64.b16encode, b'')
t(base64.b16encode, 'x')
t(base64.b16decode, '0001ABFF')
t(base64.b16decode, b'0001ABFF')
t(base64.b16decode, '0001abff')
t(base64.b16decode, '0001abff', casefold=True)
t(base64.b16decode, '0001abff', True)
t(base64.b16decode, '000')
t(base64.b16decode, '0G')
t(base64.b16decode, '00 11')
t(base64.b16decode, '')
t(base64.b16decode, 'ÿÿ')
t(base64.b16decode, None)
t(base64.b16decode, '\n0')
print(base64.b16decode(base64.b16encode(bytes(range(256)))) == bytes(range(256)))
