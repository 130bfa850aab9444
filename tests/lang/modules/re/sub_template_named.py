import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.sub(r'(?P<word>\w+)', r'<\g<word>>', 'a bc'))
t(lambda: re.sub(r'(?P<y>\d{4})-(?P<m>\d\d)', r'\g<m>/\g<y>', 'on 2024-03 and 1999-12'))
t(lambda: re.sub(r'(?P<a>x)', r'\g<b>', 'x'))
t(lambda: re.sub(r'(?P<a>x)', r'\g<a', 'x'))
t(lambda: re.sub(r'(?P<a>x)', r'\g<>', 'x'))
t(lambda: re.sub(r'(?P<a>x)', r'\g a', 'x'))
t(lambda: re.sub(r'(?P<a>x)', r'\g<1a>', 'x'))
t(lambda: re.sub(r'(?P<a>x)', r'\g<2>', 'x'))
t(lambda: re.sub(r'(?P<a>x)', r'\g<0>\g<1>', 'x'))
