import base64
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for n in [0, 1, 56, 57, 58, 114, 115, 200]:
    e = base64.encodebytes(bytes(range(n)))
    print(n, e.count(b'\n'), len(e), e[-6:], base64.decodebytes(e) == bytes(range(n)))
t(base64.encodebytes, 'str')
t(base64.decodebytes, 'YWJj\n')
t(base64.decodebytes, b'YW\nJj\n')
t(base64.decodebytes, b'YWJ')
t(base64.decodebytes, b'!!!!YWJj')
t(base64.encodebytes, b'')
t(base64.b64encode, b'x' * 100)
