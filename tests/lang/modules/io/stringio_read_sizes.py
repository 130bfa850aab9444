import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
s = io.StringIO('héllo wörld ✓ 😀 end')
for n in [0, 1, 2, -1, -5, None, 3, 100]:
    print(n, t(s.read, n), s.tell())
    s.seek(0)
print(t(s.read, 1.5), t(s.read, '2'), t(s.read, True))
s.seek(0)
parts = []
while True:
    c = s.read(4)
    if not c:
        break
    parts.append(c)
print(parts, s.tell(), repr(s.read()), repr(s.read(0)))
e = io.StringIO()
print(repr(e.read()), repr(e.read(5)), e.tell())
class Idx:
    def __index__(self):
        return 3
s.seek(0)
print(t(s.read, Idx()))
