import string
def t(*a, **k):
    try:
        print(repr(string.capwords(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['hello world', '  hello   world  ', 'HELLO wORLD', "it's o'neil", 'x', '', ' ', '\thello\nworld\r\n', 'élan vital',
          'ﬁne ﬂow', 'ß straße', '123abc 4DEF', 'a-b c_d', 'ǆemal']:
    t(s)
t('a,b,,c', ',')
t('a b', ' ')
t('a  b', ' ')
t('xaxbx', 'x')
t('hello-world', sep='-')
t('one::two', '::')
t('abc', '')
t(5)
t('a b', 5)
t('a b', None)
t(None)
