import string
T = string.Template
for text in ['$a $b $a ${c}', '$$a', '', '$1', '${a} ${a}', '$_ $__x', '$é', 'trailing $', '$a$b$c', '${bad id}', '$A $a']:
    tpl = T(text)
    print(repr(text), tpl.get_identifiers(), tpl.is_valid())
class Caps(string.Template):
    idpattern = r'(?-i:[A-Z]+)'
print(Caps('$ABC $abc').get_identifiers(), Caps('$ABC $abc').is_valid(), Caps('$ABC').is_valid())
