import re
def t(p, s='aaaaaa'):
    try:
        m = re.search(p, s)
        print(repr(p), m and m.span(), re.findall(p, s))
    except re.error as e:
        print(repr(p), 'error', e.msg, e.pos)
    except Exception as e:
        print(repr(p), type(e).__name__, e)
for p in ['a{2}', 'a{2,}', 'a{,2}', 'a{2,4}', 'a{0}', 'a{0,0}', 'a{,}', 'a{}', 'a{x}', 'a{2,x}', 'a{ 2}', 'a{2 }', 'a{2, 3}',
          'a{3,2}', 'a{2,4}?', 'a{2,}?', 'a{,2}?', 'a{2,4}+', 'a{2}+', 'a{2}{3}', 'a{2}*', 'a**', 'a*?+', 'a+++',
          'a{4294967295}', 'a{4294967296}', 'a{1,4294967296}', '{2}', 'x{2', 'a{1,2', '(?:a{2}){2}',
          'a{01}', 'a{1,02}', '(a){2}', 'a{2}?b']:
    t(p)
t('a{1000}', 'a' * 1000)
t('a{999}b', 'a' * 999 + 'b')
t(r'\d{3}-\d{4}', 'call 555-1234 now')
t('(ab){2,3}', 'abababab')
