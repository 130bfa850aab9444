import textwrap
cases = ['    a\n    b\n', '  a\n    b\n  c', '\ta\n\tb', '\ta\n        b', '  a\n\n  b', '  a\n   \n  b', '    \n  a',
         'a\n  b', '', '\n', '   ', '  x', ' \t a\n \t b', '\t a\n \ta', '  a\r\n  b', 'no indent', '\n\n    a\n    b\n\n',
         '\u00a0 a\n\u00a0 b', '    a\n  \n    b']
for c in cases:
    print(repr(c), repr(textwrap.dedent(c)))
try:
    textwrap.dedent(None)
except Exception as e:
    print(type(e).__name__, e)
