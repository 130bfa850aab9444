from urllib.parse import quote_from_bytes
def t(*a, **k):
    try:
        print(repr(quote_from_bytes(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(b'abc')
t(b'a b/c')
t(b'a b/c', safe='')
t(b'a b/c', safe=b' ')
t(bytes(range(0, 256, 15)))
t(b'')
t('str')
t(None)
t(b'~_.-')
t(b'\x80', safe='\x80')
t(b'/', '')
