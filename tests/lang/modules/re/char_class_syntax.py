import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall('[]a]', 'a]b'))
t(lambda: re.findall('[^]a]', 'a]b'))
t(lambda: re.findall('[a-]', 'a-b'))
t(lambda: re.findall('[-a]', 'a-b'))
t(lambda: re.findall(r'[\]\-\\]', r'a]-\b'))
t(lambda: re.findall('[.*+?]', 'a.b*c+d?'))
t(lambda: re.findall('[$^]', 'a$b^'))
t(lambda: re.findall('[a^]', 'a^b'))
t(lambda: re.findall('[(|)]', '(a|b)'))
t(lambda: re.findall(r'[\n\t]', 'a\nb\tc'))
t(lambda: re.findall(r'[\x41-\x43]', 'ABCD'))
t(lambda: re.findall(r'[\u00e0-\u00e5]', 'aàåæ'))
t(lambda: re.findall(r'[\101]', 'A'))
t(lambda: re.findall('[[:alpha:]]', 'a:[]'))
t(lambda: re.findall('[a-c-e]', 'abd-e'))
t(lambda: re.findall('[😀-😂]', 'a😁b'))
t(lambda: re.findall('[#]', 'a#'))
t(lambda: re.findall('[ ]', 'a b'))
