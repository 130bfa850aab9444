import string
T = string.Template
def t(tpl, *a, **k):
    try:
        print(repr(tpl.substitute(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
def s(tpl, *a, **k):
    try:
        print(repr(tpl.safe_substitute(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
m = {'who': 'tim', 'what': 'kung pao', 'x1': 1, '_u': 'u', 'ü': 'no'}
for text in ['$who likes $what', '${who}likes', '$$who', '$$', '$', 'end$', '$1', '${ who}', '${who', '$who$what', '$_u$x1',
             '$ü', '${}', '$-', '$$$who', 'a$$b$$', '${x1}0', '$who.name', '$who[0]', '\n$what\n']:
    tpl = T(text)
    print(repr(text))
    t(tpl, m)
    s(tpl, m)
t(T('$a $b'), {'a': 1}, b=2)
t(T('$a'), {'a': 1}, a=2)
t(T('$a'), a=None)
t(T('$a'), a=[1, 2])
s(T('$a $b ${c}'), a=1)
t(T('$a'), {}, {})
t(T('$a'))
s(T('$a $$ ${b} $'))
import re
print(T('$x').template, T.delimiter, T.idpattern, T.braceidpattern, T.flags == re.IGNORECASE)
