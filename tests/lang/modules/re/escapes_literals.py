import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search(r'\x41', 'A').group())
t(lambda: re.search(r'\u00e9', 'é').group())
t(lambda: re.search(r'\U0001F600', '😀').group())
t(lambda: re.search(r'\0', 'a\x00').span())
t(lambda: re.search(r'\012', '\n').span())
t(lambda: re.search(r'\101', 'A').span())
t(lambda: re.search(r'\.', 'a.b').span())
t(lambda: re.search(r'\a\f\v', '\a\f\v').span())
t(lambda: re.search(r'\-\#\ \&\~', '-# &~').span())
t(lambda: re.search(r'\é', 'é').span())
t(lambda: re.search('\\\n', '\n').span())
t(lambda: re.search(r'\t', '\t').span())
t(lambda: re.search('\u00e9', 'é').span())
