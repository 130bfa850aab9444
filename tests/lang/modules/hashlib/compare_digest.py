import hmac
def t(a, b):
    try:
        print(repr(a)[:20], repr(b)[:20], hmac.compare_digest(a, b))
    except Exception as e:
        print(repr(a)[:20], repr(b)[:20], type(e).__name__, e)
t(b'abc', b'abc')
t(b'abc', b'abd')
t(b'abc', b'ab')
t(b'', b'')
t('abc', 'abc')
t('abc', 'abd')
t('', '')
t('abc', b'abc')
t(b'abc', 'abc')
t('é', 'é')
t('é', 'e')
t(1, 1)
t(None, None)
t([1], [1])
t(b'a' * 1000, b'a' * 1000)
t(b'a' * 1000, b'a' * 999 + b'b')
t(b'\x00', b'')
