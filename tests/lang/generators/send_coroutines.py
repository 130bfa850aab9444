def averager():
    total = count = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError:
            total = count = 0
            avg = None
            continue
        if x is None:
            return (count, avg)
        total += x
        count += 1
        avg = total / count
a = averager()
next(a)
print([a.send(v) for v in (10, 20, 30)])
print(a.throw(ValueError))
print(a.send(5))
try:
    a.send(None)
except StopIteration as e:
    print('result', e.value)
def grep(pattern, target):
    while True:
        line = yield
        if pattern in line:
            target.send(line.upper())
def printer(out):
    while True:
        out.append((yield))
out = []
p = printer(out); next(p)
g = grep('py', p); next(g)
for line in ['python', 'java', 'pysafe', 'rust']:
    g.send(line)
print(out)
g.close(); p.close()
print(g.gi_suspended, p.gi_suspended)
try:
    g.send('x')
except StopIteration:
    print('closed generators stop')
def delegating():
    result = yield from averager()
    yield 'sub-result %s' % (result,)
d = delegating()
next(d)
d.send(4); d.send(8)
print(d.send(None))
