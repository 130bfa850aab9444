import fnmatch
def t(*a):
    try:
        print(repr(a), fnmatch.fnmatchcase(*a))
    except Exception as e:
        print(repr(a), type(e).__name__, e)
t(b'abc', b'a*')
t(b'abc', b'?b?')
t(b'\xff', b'?')
t(b'\xff\xfe', b'[\xfe-\xff]*')
t(b'a', 'a')
t('a', b'a')
t(None, 'a')
t('a', None)
t(5, '*')
print(fnmatch.filter([b'x.py', b'y.txt'], b'*.py'))
try:
    fnmatch.filter(['x.py'], b'*.py')
except Exception as e:
    print(type(e).__name__, e)
print(fnmatch.translate('[a-'), fnmatch.translate('*?[!x]'), fnmatch.translate('\\'))
