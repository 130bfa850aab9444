import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
s = io.StringIO('0123456789')
print(t(s.seek, 3), s.tell(), t(s.read, 2), s.tell())
print(t(s.seek, 0, 0), t(s.seek, 0, 1), t(s.seek, 0, 2), s.tell())
print(t(s.seek, 2, 1), t(s.seek, -1, 1), t(s.seek, 5, 2), t(s.seek, -1, 2))
print(t(s.seek, -1), t(s.seek, -1, 0), t(s.seek, 0, 3), t(s.seek, 0, -1))
print(t(s.seek, 1.5), t(s.seek, '1'), t(s.seek, None), t(s.seek))
print(t(s.seek, 100), s.tell(), t(s.read), t(s.tell))
print(t(s.seek, 10**20))
print(t(s.seek, True), s.tell())
print(t(s.seek, 0, True), s.tell())
import io as _io
print(_io.SEEK_SET, _io.SEEK_CUR, _io.SEEK_END)
s.seek(4)
s.write('X')
print(s.tell(), repr(s.getvalue()))
s.seek(0, 2)
print(s.tell(), s.seek(0, _io.SEEK_END))
