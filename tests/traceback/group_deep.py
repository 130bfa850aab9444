g = ValueError("leaf")
for i in range(13):
    g = ExceptionGroup("d%d" % i, [g, KeyError(i)])
raise g
