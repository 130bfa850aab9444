# str methods' arguments and texts found by the method sweep
def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

s = 'a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i\r\nj\rk\nl'
t(s.splitlines); t(s.splitlines, True); t(s.splitlines, keepends=True); t(s.splitlines, 2); t(s.splitlines, None)
t(s.splitlines, 1.5); t(s.splitlines, 10**20); t(s.splitlines, foo=1); t('Å\u0085'.splitlines)
x = 'abcabcabc'
for a in [(), ('a',), ('a', 1), ('a', 1, 4), ('a', -3), ('a', None, -1), ('', 2), ('', 20), ('', 3, 2), ('bc', -100, 100),
          ('a', 10**30), ('a', -10**30), ('a', 'b'), (1,), ('a', 1.5), ('a', 1, 2, 3)]:
    for m in ('count', 'find', 'rfind', 'index', 'rindex', 'startswith', 'endswith'):
        t(getattr(x, m), *a)
t('é€é'.count, 'é', 1); t('é€é'.find, 'é', 1); t('é€é'.endswith, '€', 0, 2)
for m in ('upper', 'lower', 'title', 'isdigit', 'isspace', 'casefold'):
    t(getattr('Ab', m), 1); t(getattr('Ab', m), x=1)
for m in ('strip', 'lstrip', 'rstrip'):
    t(getattr(' ab ', m), 1); t(getattr(' ab ', m), 'a', 'b'); t(getattr(' ab ', m), chars=' ')
t('ab'.ljust, 5, 1); t('ab'.center, 5, 'xy'); t('ab'.rjust, 5, '€'); t('a b'.split, ' ', 1, 2); t('a b'.rsplit, ' ', 1, 2)
t('ab'.join, 5); t('ab'.join, None); t('ab'.removeprefix, None); t('ab'.zfill); t('ab'.partition); t('ab'.expandtabs, 10**20)
t(str.maketrans, 'a', None); t(str.maketrans, 1, 2); t('ab'.replace, 'a', None)
t([].copy, 1); t([].reverse, x=1); t([3, 1].sort, 1, 2, 3)
