import io
s = io.StringIO('ab')
s.seek(5)
print(s.write('X'), repr(s.getvalue()), s.tell())
s.seek(1)
print(s.write('longer text'), repr(s.getvalue()), s.tell())
s.seek(0)
print(s.write(''), repr(s.getvalue()), s.tell())
s.seek(3)
print(s.write('✓😀'), repr(s.getvalue()), s.tell(), len(s.getvalue()))
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
print(t(s.write, b'bytes'), t(s.write, 5), t(s.write, None))
w = io.StringIO()
w.seek(3)
print(repr(w.getvalue()), w.tell())
w.write('')
print(repr(w.getvalue()), w.tell())
w.write('q')
print(repr(w.getvalue()))
