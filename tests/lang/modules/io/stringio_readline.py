import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
text = 'first line\nsecond\n\nfourth without end'
s = io.StringIO(text)
for n in [None, -1, 0, 1, 3, 6, 100]:
    s.seek(0)
    print(n, t(s.readline, n), t(s.readline, n), s.tell())
s.seek(0)
out = []
while True:
    line = s.readline()
    if line == '':
        break
    out.append(line)
print(out, t(s.readline), t(s.readline, 5))
print(t(s.readline, 'x'), t(s.readline, 1.0))
s.seek(0)
print(t(s.readlines), t(s.readlines))
for hint in [0, -1, 1, 11, 12, 100, None]:
    s.seek(0)
    print(hint, t(s.readlines, hint))
s.seek(0)
print(t(s.readlines, 'x'))
u = io.StringIO('a\rb\r\nc')
print(u.readlines())
