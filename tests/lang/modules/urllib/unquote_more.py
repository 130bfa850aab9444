from urllib.parse import unquote, unquote_plus, unquote_to_bytes
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['abc', '%41%42', '%4', '%', '%%', '%zz', '%e9', '%C3%A9', '%c3%a9', '%C3', '%E6%97%A5%E6%9C%AC', '%F0%9F%98%80',
          'a+b', '%2B', '%ff%fe', '%00', '100%', '%%41', '%4%41', '%u0041', 'é%20']:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), repr(unquote_to_bytes(s)))
t(unquote, '%e9', encoding='latin-1')
t(unquote, '%e9', errors='strict')
t(unquote, '%e9', errors='ignore')
t(unquote, '%e9', encoding='ascii', errors='replace')
t(unquote, b'%41')
t(unquote, None)
t(unquote, 5)
t(unquote_to_bytes, b'%41%zz')
t(unquote_to_bytes, '')
t(unquote_to_bytes, b'')
t(unquote_to_bytes, 'é')
t(unquote_to_bytes, None)
t(unquote_plus, b'a+b')
t(unquote_plus, 'a+b%2b', encoding='ascii')
