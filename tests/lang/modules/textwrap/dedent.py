import textwrap
cases = [
    "    hello\n    world\n",
    "    hello\n      world\n    !\n",
    "  a\n\tb\n",
    "\ta\n\t\tb\n\t c\n",
    "    a\n\n    b\n",
    "    a\n  \n    b\n",
    "  \n  \n",
    "no indent\n  here\n",
    "",
    "   only",
    "    x\r\n    y\r\n",
    " \t a\n \t b\n \t\tc",
    "  a\n    \t\n  b",
]
for c in cases:
    print(repr(textwrap.dedent(c)))
def f():
    '''
    Docstring style
      indented more
    back
    '''
print(repr(textwrap.dedent(f.__doc__)))
