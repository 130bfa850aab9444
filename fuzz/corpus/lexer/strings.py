s = 'a' "b" '''c''' """d"""
s = r'\n' R"\d" b'x' B"y" br'z' Rb"w" bR'v' RB"u" rb'' u'x' U"y"
s = f'{x}' F"{y!r}" fr'{z}\n' Rf"{a:>10}" rF'' fR"" FR''
s = ''
s = ""
s = ''''''
s = """"""
s = 'it\'s' "say \"hi\"" 'back\\slash'
s = 'line \
continued'
s = """multi
line ' " '' ""
string"""
s = '''with \''' inside'''
doc = f"""
    {x +
     y}
"""
b = b'\x00\xff'
n = '\N{BULLET} é ü 中文'
