import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(r'\d+', 'a1 b22 c333'))
t(lambda: re.findall(r'[aeiou]', 'education'))
t(lambda: re.findall('x', 'abc'))
t(lambda: re.findall(r'\w+', 'Hello, world! How are you?'))
t(lambda: re.findall(r'\b\w', 'one two three'))
t(lambda: re.findall('a.', 'a\nab\nac'))
t(lambda: re.findall('(?s)a.', 'a\nab'))
p = re.compile(r'\d')
t(lambda: p.findall('1a2b3c', 1))
t(lambda: p.findall('1a2b3c', 1, 4))
t(lambda: p.findall('1a2b3c', endpos=3))
