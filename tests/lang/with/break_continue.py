# break and continue through with blocks: exit called each time with None triple
log = []
class CM:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        log.append("in%s" % self.n)
        return self.n
    def __exit__(self, t, v, tb):
        log.append("out%s%s" % (self.n, "" if t is None else "!"))

for i in range(5):
    with CM(i) as n:
        if n == 1:
            continue
        if n == 3:
            break
        log.append("body%d" % n)
print(log)
log.clear()
i = 0
while True:
    i += 1
    with CM("a"), CM("b"):
        if i < 3:
            continue
        break
print(i, log)
log.clear()
for i in range(2):
    for j in range(3):
        with CM("%d%d" % (i, j)):
            if j == 1:
                break
print(log)
log.clear()
for i in range(3):
    try:
        with CM(i):
            if i == 1:
                raise ValueError
            continue
    except ValueError:
        log.append("caught")
print(log)
