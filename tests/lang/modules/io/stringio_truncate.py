import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
s = io.StringIO('abcdefgh')
print(t(s.truncate, 5), repr(s.getvalue()), s.tell())
s.seek(3)
print(t(s.truncate), repr(s.getvalue()), s.tell())
print(t(s.truncate, 10), repr(s.getvalue()), s.tell())
print(t(s.truncate, -1), t(s.truncate, 'x'), t(s.truncate, 1.0))
print(t(s.truncate, None), repr(s.getvalue()))
s.seek(6)
print(t(s.truncate, 1), s.tell(), repr(s.getvalue()))
s.write('Z')
print(repr(s.getvalue()), s.tell())
print(t(s.truncate, 0), repr(s.getvalue()), s.tell())
s.write('new')
print(repr(s.getvalue()))
u = io.StringIO('xyz')
u.read()
print(t(u.truncate), repr(u.getvalue()))
