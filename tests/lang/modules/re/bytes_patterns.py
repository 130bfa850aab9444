import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(rb'\d+', b'a1 b22'))
t(lambda: re.search(rb'(?P<x>b+)', b'abbc').groupdict())
t(lambda: re.sub(rb'a', rb'\g<0>!', b'banana'))
t(lambda: re.sub(b'a', lambda m: m.group().upper(), b'banana'))
t(lambda: re.split(rb'\s', b'a b\tc'))
t(lambda: re.match(b'\xff', b'\xff').span())
t(lambda: re.match(b'.', b'\xe9').group())
t(lambda: re.match(rb'\x41', b'A').group())
t(lambda: re.findall(b'(?i)\xe9', b'\xe9\xc9'))
t(lambda: re.findall(b'[\x80-\xff]', b'a\x80\xffz'))
t(lambda: re.compile(b'a').search(b'xa', 1).span())
t(lambda: re.fullmatch(rb'[a-f0-9]+', b'deadbeef').group())
t(lambda: re.search(rb'\bx\b', b'a x b').span())
t(lambda: re.sub(b'a', 'b', b'a'))
t(lambda: re.sub('a', b'b', 'a'))
t(lambda: re.sub(b'(a)', r'\1', b'a'))
t(lambda: re.sub(b'(a)', rb'\1', b'a'))
