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
print(t(s.seek, 1.5), t(s.seek, '1'), t(s.seek, None), t(s.seek, 0, 1.5), t(s.seek, 0, '1'))
print(t(s.seek, 100), s.tell(), t(s.read), t(s.tell))
print(t(s.seek, 10**20))
print(t(s.seek, True), s.tell())
print(t(s.seek, 0, True), s.tell())
class Idx:
    def __index__(self):
        return 2
print(t(s.seek, Idx()), t(s.seek, 0, Idx()), t(s.seek, 0, Idx()), s.tell())
import io as _io
print(_io.SEEK_SET, _io.SEEK_CUR, _io.SEEK_END)
s.seek(4)
s.write('X')
print(s.tell(), repr(s.getvalue()))
s.seek(0, 2)
print(s.tell(), s.seek(0, _io.SEEK_END))
for c in (io.StringIO('ab'), io.BytesIO(b'ab')):
    for f, a in [(c.seek, (10**20,)), (c.seek, (-10**20,)), (c.seek, (0, 10**20)), (c.seek, (0, -2**31)), (c.read, (10**20,)),
                 (c.truncate, (10**20,)), (c.readline, (-10**20,)), (c.readlines, (10**20,)), (c.seek, (2**63 - 1,)), (c.read, (2**63 - 1,)),
                 (c.readlines, (2**63,)), (c.readlines, (2**63 - 1,)), (c.seek, (0, 2**31 - 1))]:
        print(t(f, *a))
print(t(io.StringIO("abc").truncate, True), t(io.BytesIO(b"abc").truncate, False), t(io.BytesIO(b"abc").seek, True, True))
