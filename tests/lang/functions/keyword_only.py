def connect(host, port=80, *, timeout=10, retries=3):
    return f"{host}:{port} t={timeout} r={retries}"
print(connect("a"), connect("b", 8080), connect("c", timeout=1), connect(host="d", retries=0, port=1))
def pos_only(a, b, /, c):
    return a + b + c
print(pos_only(1, 2, 3), pos_only(1, 2, c=3))
def all_kinds(a, /, b, *args, c, **kw):
    return a, b, args, c, sorted(kw)
print(all_kinds(1, 2, 3, 4, c=5, z=6, y=7))
try:
    connect("x", 1, 2)
except TypeError as e:
    print(e)
try:
    pos_only(1, b=2, c=3)
except TypeError as e:
    print(e)
try:
    connect()
except TypeError as e:
    print(e)
def kwonly_required(*, a, b):
    pass
kwonly_required(a=1)
