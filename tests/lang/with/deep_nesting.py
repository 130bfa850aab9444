# deeply nested with statements and many items on one line
log = []
class CM:
    def __init__(self, n): self.n = n
    def __enter__(self):
        log.append(self.n)
        return self.n
    def __exit__(self, *a):
        log.append(-self.n)

with CM(1), CM(2), CM(3), CM(4), CM(5), CM(6), CM(7), CM(8), CM(9), CM(10):
    log.append(0)
print(log)
log.clear()
def nest(k):
    if k == 0:
        raise ValueError("bottom")
    with CM(k):
        nest(k - 1)
try:
    nest(20)
except ValueError as e:
    print(e, log[:3], log[-3:], len(log), sum(log))
log.clear()
with CM(1):
    with CM(2):
        with CM(3):
            with CM(4):
                with CM(5):
                    log.append("deep")
print(log)
