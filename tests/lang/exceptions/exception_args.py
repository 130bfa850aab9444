e = ValueError("msg", 42)
print(e.args, str(e), repr(e), ValueError().args, str(ValueError()), repr(KeyError("k")), str(KeyError("k")))
