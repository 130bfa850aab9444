import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.sub(rb'(\d+)-(\d+)', rb'\2:\1', b'10-20 3-4'))
t(lambda: re.sub(rb'(?P<x>a)', rb'[\g<x>\n\\]', b'bab'))
t(lambda: re.sub(rb'a', rb'\q', b'a'))
t(lambda: re.sub(rb'a', rb'\x41', b'a'))
t(lambda: re.sub(rb'(a)', lambda m: m.group(1) * 3, b'xax'))
t(lambda: re.sub(rb'(a)', lambda m: 'str', b'xax'))
t(lambda: re.subn(rb'\s+', b' ', b'a  b\t\tc'))
t(lambda: re.match(rb'(\w+) (\w+)', b'hello world').expand(rb'\2 \1'))
t(lambda: re.sub(rb'\xe9', rb'\xff', b'caf\xe9'))
t(lambda: re.sub(b'a', b'\\', b'a'))
