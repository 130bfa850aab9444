import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


try:
    re.compile('a(b')
except re.error as e:
    print(type(e).__name__, str(e))
    print(e.msg, '|', e.pattern, '|', e.pos, e.lineno, e.colno)
    print(e.args)
    print(repr(e))
    print(isinstance(e, Exception), isinstance(e, re.error))
try:
    re.compile(b'x)')
except re.error as e:
    print(e, e.pattern, e.pos)
try:
    re.compile('(?<=a+)b')
except Exception as e:
    print(type(e).__name__, e, e.msg, e.pattern, e.pos, e.lineno)
print(re.error.__name__)
print(issubclass(re.error, Exception))
