def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

a = [1]
b = a
c = [1]
print(id(a) == id(b), id(a) == id(c), type(id(a)).__name__, id(a) > 0 or id(a) <= 0)
x = object if False else None
print(id(None) == id(None), id(len) == id(len))
t(id); t(id, 1, 2); t(id, obj=1)
