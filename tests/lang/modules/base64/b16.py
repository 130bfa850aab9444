import base64
for s in [b"", b"\x00", b"hello", bytes(range(0, 256, 17))]:
    e = base64.b16encode(s)
    print(e, base64.b16decode(e) == s)
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(base64.b16decode, b"0102ff")
t(base64.b16decode, b"0102ff", True)
t(base64.b16decode, "0102FF")
t(base64.b16decode, b"0102F")
t(base64.b16decode, b"01 2F")
t(base64.b16decode, b"0G")
t(base64.b16encode, "x")
t(base64.b16decode, 7)
