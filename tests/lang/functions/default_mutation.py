def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1), append_to(2), append_to(3, []))
def safe_append(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(safe_append(1), safe_append(2))
counter = 0
def default_at_def(x=counter):
    return x
counter = 5
print(default_at_def())
def f(a, b=2, c=3):
    return a * 100 + b * 10 + c
print(f(1), f(1, c=9), f(*[1, 2]), f(**{"a": 7}))
