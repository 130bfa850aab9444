import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


try:
    raise re.error('custom')
except re.error as e:
    print(e, e.msg, e.pattern, e.pos, e.lineno, e.colno, e.args)
e = re.error('bad thing', 'a\nbc', 3)
print(e, e.lineno, e.colno, e.pos)
e = re.error('bad', b'xyz', 1)
print(e, e.lineno, e.colno)
e = re.error(msg='kw', pattern='p', pos=0)
print(e, repr(e))
t(lambda: re.error())
try:
    raise re.error('x', 'p', 0)
except Exception as e2:
    print(type(e2).__name__, e2)
