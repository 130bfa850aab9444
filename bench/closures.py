# Closures: functions made by functions, nonlocal counters, lambdas
# passed as arguments, composition and calls through cells.
N = 600000


def make_counter(step):
    count = 0

    def bump():
        nonlocal count
        count += step
        return count
    return bump


def compose(f, g):
    return lambda x: f(g(x))


def apply_all(fns, x):
    for f in fns:
        x = f(x)
    return x


add3 = lambda x: x + 3
times2 = lambda x: x * 2
mod = lambda x: x % 1000003
pipeline = [compose(mod, add3), compose(mod, times2), add3]
counters = [make_counter(s) for s in range(1, 6)]
acc = 0
for i in range(N):
    c = counters[i % 5]
    acc = apply_all(pipeline, acc + c()) % 1000003
adders = [(lambda k: (lambda x: x + k))(k) for k in range(10)]
total = 0
for i in range(N // 10):
    total += adders[i % 10](i)
print(acc, [c() for c in counters], total)
