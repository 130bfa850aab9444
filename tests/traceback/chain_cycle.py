e = ValueError("cyc")
e.__context__ = TypeError("t")
e.__context__.__context__ = e
raise e
