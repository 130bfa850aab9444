import textwrap
s = "hello\n\n  world\nlast"
print(repr(textwrap.indent(s, "> ")))
print(repr(textwrap.indent(s, "+ ", lambda line: True)))
print(repr(textwrap.indent(s, "# ", lambda line: line.startswith("h"))))
print(repr(textwrap.indent("a\r\nb\rc\n", "--")))
print(repr(textwrap.indent("", "x")))
print(repr(textwrap.indent("  \n\t\n", "x")))
print(repr(textwrap.indent("one", "")))
try:
    textwrap.indent(5, "x")
except Exception as e:
    print(type(e).__name__, e)
