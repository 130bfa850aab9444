import io
def t(*a, **k):
    try:
        s = io.StringIO(*a, **k)
        return repr((s.getvalue(), s.tell()))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
print(t())
print(t('abc'))
print(t(None))
print(t(''))
print(t(initial_value='kw'))
print(t('x', '\n'))
print(t('x', newline=None))
print(t(b'bytes'))
print(t(5))
print(t(['a']))
print(t('x', newline='\t'))
print(t('x', newline=b'\n'))
print(t('x', newline=5))
s = io.StringIO('abc')
print(s.read(1), s.__init__('new'), repr(s.getvalue()), s.tell())
print(type(io.StringIO()).__name__, isinstance(io.StringIO(), io.StringIO))
print(io.StringIO.__name__, io.BytesIO.__name__)
