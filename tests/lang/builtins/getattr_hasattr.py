s = "abc"
print(getattr(s, "upper")(), hasattr(s, "nope"), getattr(s, "nope", 42), hasattr([], "append"))
f = getattr([1, 2], "pop")
print(f())
getattr(1, "real")
print(getattr(5, "real"), (3.5).imag)
getattr(s, "missing")
