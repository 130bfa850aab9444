import time

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

g = time.gmtime(1704164645)
for f in ['%Y-%m-%d %H:%M:%S', '%a %A %b %B %p', '%j %U %W %w %u', '%c', '%x', '%X', '%y %C %I', '%%', '%Z %z', '%G %V %g', '%e|%k|%l', '%D|%F|%T|%R|%r', 'x%', '%-d|%_m']:
    print(repr(f), repr(time.strftime(f, g)))
print(time.strftime('%Y', (2024, 1, 1, 0, 0, 0, 0, 1, 0)))
print(time.strftime('%Y %m %d', (2024, 0, 0, 0, 0, 0, 0, 0, 0)))
for bad in [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 60, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 62, 0, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 367, 0), (1, 2), 'x']:
    t(lambda: time.strftime('%Y', bad))
t(lambda: time.strftime(5, g))
print(isinstance(time.strftime('%Y'), str))
