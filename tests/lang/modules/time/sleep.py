import time

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = time.monotonic()
time.sleep(0.01)
b = time.monotonic()
print(b - a >= 0.01, time.sleep(0), time.sleep(False))
t0 = time.time()
time.sleep(0.001)
print(time.time() - t0 >= 0.001)
for bad in [-1, -0.1, 'x', None, float('nan'), [1]]:
    t(lambda: time.sleep(bad))
t(lambda: time.sleep())
t(lambda: time.sleep(1, 2))
