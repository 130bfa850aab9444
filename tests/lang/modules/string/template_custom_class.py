import string
def t(tpl, **k):
    try:
        print(repr(tpl.substitute(**k)))
    except Exception as e:
        print(type(e).__name__, e)
class Pct(string.Template):
    delimiter = '%'
t(Pct('%who is %{what} %% %'), who='a', what='b')
class Dots(string.Template):
    idpattern = r'[a-z]+(?:\.[a-z]+)*'
t(Dots('$user.name and $x.y.z'), **{'user.name': 'N', 'x.y.z': 'XYZ'})
class Upper(string.Template):
    idpattern = r'[A-Z]+'
    flags = 0
t(Upper('$ABC $abc'), ABC=1)
class Brace(string.Template):
    braceidpattern = r'[a-z ]+'
t(Brace('${two words} $one'), **{'two words': 2, 'one': 1})
class At(string.Template):
    delimiter = '@@'
t(At('@@x @@@@ @@{y}'), x=1, y=2)
class Meta(string.Template):
    delimiter = '.'
t(Meta('.a .. .b'), a=1, b=2)
class Pat(string.Template):
    pattern = r'''
    \[(?:
      (?P<escaped>\[) |
      (?P<named>[a-z]+)\] |
      (?P<braced>[A-Z]+)\] |
      (?P<invalid>)
    )'''
t(Pat('[abc] [XYZ] [[ ['), abc=1, XYZ=2)
t(Pat('[abc] [XYZ] [['), abc=1, XYZ=2)
print(Pat('[abc] [[').safe_substitute(), Pat('[a] [Q]').get_identifiers(), Pat('[a]').is_valid(), Pat('[').is_valid())
class NoGroups(string.Template):
    pattern = r'\$(?P<named>[a-z]+)'
try:
    print(NoGroups('$a').substitute(a=1))
except Exception as e:
    print(type(e).__name__, e)
