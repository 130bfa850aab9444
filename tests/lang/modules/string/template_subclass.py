import string
from string import Template
class Pct(Template):
    delimiter = '%'
print(Pct("%name is %% %{age}").substitute(name="Bo", age=3))
class Dotted(Template):
    idpattern = r'[a-z]+\.[a-z]+'
print(Dotted("$a.b and $c.d").safe_substitute({"a.b": "X"}))
class Upper(Template):
    flags = 0
    idpattern = r'[A-Z]+'
print(Upper("$ABC $def").safe_substitute(ABC=1, d=2))
class Braced(Template):
    braceidpattern = r'[^}]+'
print(Braced("${a b} $c").substitute({"a b": 1, "c": 2}))
class MyPat(Template):
    pattern = r'\#(?:(?P<escaped>\#)|(?P<named>[a-z]+)|\{(?P<braced>[a-z]+)\}|(?P<invalid>))'
print(MyPat("#x ## #{y}").substitute(x=1, y=2))
try:
    MyPat("# oops").substitute()
except Exception as e:
    print(type(e).__name__, e)
print(Template.delimiter, Template.braceidpattern, Template.idpattern)
print(Pct.delimiter, '%' in Pct.pattern.pattern, Pct.pattern.flags & 2)
class Esc(Template):
    delimiter = '^'
print(Esc("^x ^^").substitute(x="v"))
print(isinstance(Pct("x"), Template))
