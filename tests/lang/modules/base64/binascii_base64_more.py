import binascii
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(binascii.b2a_base64, b'abc')
t(binascii.b2a_base64, b'abc', newline=False)
t(binascii.b2a_base64, b'')
t(binascii.b2a_base64, b'', newline=False)
t(binascii.b2a_base64, b'a' * 100)
t(binascii.b2a_base64, 'abc')
t(binascii.b2a_base64, b'abc', False)
for s in ['YWJj', 'YWJj\n', 'YW Jj', 'YQ', 'YQ=', 'YQ==', 'Y', 'YQ==YQ==', '=YQ==', 'YQ==x', 'YQ=x=', '', '====', 'Y===',
          'YWJ=', 'YWJ==', b'YWJj', 'YWJj!', 'é']:
    t(binascii.a2b_base64, s)
    t(binascii.a2b_base64, s, strict_mode=True)
t(binascii.a2b_base64, 5)
t(binascii.a2b_base64, 'YQ==', True)
