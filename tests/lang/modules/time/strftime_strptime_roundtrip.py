# strptime(strftime(t)) gives back t's fields for many instants and formats
import time
fmts = ['%Y-%m-%d %H:%M:%S', '%a %b %d %H:%M:%S %Y', '%d/%m/%y %I:%M:%S %p', '%Y %j %H%M%S', '%A %d %B %Y %H:%M:%S', '%c']
ok = 0
for k in range(300):
    s = (k * 7919 * 86400 // 13 + k * 4111) - 10**9
    g = time.gmtime(s)
    for f in fmts:
        back = time.strptime(time.strftime(f, g), f)
        if tuple(back)[:8] == tuple(g)[:8]:
            ok += 1
        else:
            print('differs', s, f, tuple(back), tuple(g))
print(ok)
