import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['(?i', '(?z)', '(?i-)', '(?-)', '(?i-i:a)', '(?a-a:x)', '(?L)', '(?u)x',
          '(?au)', '(?t:a)', '(?-t:a)', '(?i!)', '(?-1:a)', '(?im-s', '(?x', 'a(?i)']:
    try:
        re.compile(p)
        print(p, 'ok')
    except re.error as e:
        print(p, 'error:', e)
for p in [b'(?u)', b'(?aL)', b'(?L:a)']:
    try:
        re.compile(p)
        print(p, 'ok')
    except re.error as e:
        print(p, 'error:', e)
