import time

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = time.monotonic(); b = time.perf_counter(); c = time.process_time()
print(type(a).__name__, type(b).__name__, type(c).__name__, type(time.monotonic_ns()).__name__, type(time.perf_counter_ns()).__name__, type(time.process_time_ns()).__name__)
x = time.monotonic()
y = time.monotonic()
print(y >= x, time.perf_counter_ns() >= 0, time.process_time() >= 0)
t0 = time.time()
print(type(t0).__name__, type(time.time_ns()).__name__, t0 > 1.6e9, time.time_ns() > 1.6e18)
print(time.timezone, time.altzone, time.daylight, time.tzname)
print(time.localtime().tm_year > 2000, time.gmtime().tm_year > 2000)
