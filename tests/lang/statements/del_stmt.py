a = 1
del a
b = [1, 2, 3]
del b[0], b[-1]
print(b)
d = {"a": 1, "b": 2}
del d["a"]
print(d)
def f():
    x = 1
    del x
    return x
try:
    f()
except UnboundLocalError as e:
    print(e)
print(a)
