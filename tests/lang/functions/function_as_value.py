def square(x):
    return x * x
f = square
fs = [square, abs, str]
print(f(4), [g(-3) for g in fs], square.__name__, callable(f), callable(5))
