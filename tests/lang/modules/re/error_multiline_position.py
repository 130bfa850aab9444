import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p = """(?x)
  (\d+)   # number
  \s*
  (?P<unit>  # unit
     [a-z]+
"""
try:
    re.compile(p)
except re.error as e:
    print(e)
    print(e.pos, e.lineno, e.colno)
try:
    re.compile('abc\ndef\n[x')
except re.error as e:
    print(e, e.lineno, e.colno)
try:
    re.compile(b'a\nb\\q')
except re.error as e:
    print(e, e.lineno, e.colno)
