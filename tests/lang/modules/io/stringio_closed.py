import io
s = io.StringIO("data")
e = s.__enter__()
print(e is s, s.closed)
s.__exit__(None, None, None)
print(s.closed)
for name in ["read", "readline", "readlines", "getvalue", "tell", "readable", "writable", "seekable", "isatty", "truncate"]:
    try:
        getattr(s, name)()
        print(name, "ok")
    except ValueError as e:
        print(name, type(e).__name__, e)
for call in [lambda: s.write("x"), lambda: s.seek(0), lambda: iter(s), lambda: s.__enter__(), lambda: next(s)]:
    try:
        call()
    except ValueError as e:
        print(type(e).__name__, e)
s.close()
print(s.closed)
try:
    io.StringIO().fileno()
except Exception as e:
    print(type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
