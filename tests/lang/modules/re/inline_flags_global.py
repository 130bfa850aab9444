import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall('(?i)ab', 'AB ab'))
t(lambda: re.compile('(?i)ab').flags)
t(lambda: re.compile('(?m)^x').flags)
t(lambda: re.compile('(?s).').flags)
t(lambda: re.compile('(?x) a').flags)
t(lambda: re.compile('(?a)a').flags)
t(lambda: re.compile('(?u)a').flags)
t(lambda: re.compile('(?im)a').flags)
t(lambda: re.compile('(?i)(?m)a').flags)
t(lambda: re.compile(b'(?L)a').flags)
t(lambda: re.findall('(?m)^.', 'ab\ncd'))
t(lambda: re.findall('(?s)a.', 'a\n'))
t(lambda: re.findall('(?x) a b # c', 'ab'))
t(lambda: re.findall(r'(?a)\w+', 'héllo'))
t(lambda: re.compile('a(?i)b'))
t(lambda: re.compile('(?i)a|(?m)b'))
t(lambda: re.compile('(?#c)(?i)a').flags)
