from urllib.parse import parse_qsl, parse_qs
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
qs = ['a=1&b=2', 'a=1&a=2', 'a', 'a=', '=1', '&&', 'a=1&&b=2', 'a=1;b=2', 'a=%41+b', 'a+b=c+d', 'a=1=2', 'a=%zz',
      'k=%E6%97%A5', '', '&', '=', 'a=1&b', 'x=1&y=&z']
for q in qs:
    print(repr(q), parse_qsl(q), parse_qsl(q, keep_blank_values=True), parse_qs(q), parse_qs(q, True))
for q in ['a', 'a=1&b', '&', 'a=1&&', '=', 'a=1']:
    t(parse_qsl, q, strict_parsing=True)
    t(parse_qsl, q, True, True)
t(parse_qsl, 'a=1;b=2', separator=';')
t(parse_qsl, 'a=1;b=2&c=3', separator=';')
t(parse_qsl, 'a=1', separator='')
t(parse_qsl, 'a=1', separator=None)
t(parse_qsl, 'a=1', separator=5)
t(parse_qsl, 'a=1&b=2&c=3', max_num_fields=3)
t(parse_qsl, 'a=1&b=2&c=3', max_num_fields=2)
t(parse_qs, 'a=1&b=2&c=3', max_num_fields=2)
t(parse_qsl, 'a=%E9', encoding='latin-1')
t(parse_qsl, 'a=%E9')
t(parse_qsl, 'a=%E9', errors='strict')
t(parse_qsl, b'a=1&b=%41')
t(parse_qs, b'a=1&a=2')
t(parse_qsl, None)
t(parse_qsl, 5)
t(parse_qs, '')
