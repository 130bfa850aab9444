import fnmatch
names = ["a.py", "b.txt", "c.py", ".d.py", "e.PY", "pyfile", "x/y.py"]
print(fnmatch.filter(names, "*.py"), fnmatch.filter(names, "?.*"), fnmatch.filter(names, "[!a-c]*"))
print(fnmatch.filter([], "*"), fnmatch.filter(("t1", "t2"), "t[12]"))
print(fnmatch.fnmatch(b"abc.py", b"*.py"), fnmatch.fnmatchcase(b"\xff", b"?"), fnmatch.filter([b"a", b"b"], b"[a]"))
print(fnmatch.fnmatchcase(b"\xe9", b"[\xe0-\xef]"))
def t(f, *a):
    try:
        print(repr(f(*a)))
    except Exception as e:
        print(type(e).__name__, e)
t(fnmatch.fnmatch, 5, "x")
t(fnmatch.fnmatch, "x", 5)
t(fnmatch.fnmatchcase, 5, "x")
t(fnmatch.fnmatchcase, "x", 5)
t(fnmatch.fnmatch, "x", b"x")
t(fnmatch.fnmatchcase, b"x", "x")
t(fnmatch.filter, ["a", 5], "a")
t(fnmatch.filter, ["a"], 5)
t(fnmatch.translate, 5)
print(sorted(fnmatch.__all__))
