print("%5.2s|" % "abcdef", "%*d|" % (5, 42), "%-*d|" % (4, 7), "%(name)s is %(age)d" % {"name": "x", "age": 3})
print("%c%c" % (65, "b"), "%e" % 12345.678, "%g" % 1e-10, "%#x %#o" % (255, 8), "%i" % 3.9, "%.3s" % "abcdef", "%r" % [1])
print("%5.1f%%" % 99.44, "%+.2e" % -0.001, "%08.3f" % -3.14159, "% d" % 5, "%x" % -255, "%s" % (1,), "%s" % [1, 2])
print("%a" % "é", "%d" % True, "%.0f" % 2.5, "%10.4g|" % 3.14159265, "%-10s|" % "left")
try:
    print("%d" % "x")
except TypeError as e:
    print(e)
try:
    print("%q" % 1)
except ValueError as e:
    print(e)
try:
    print("%s %s" % ("a",))
except TypeError as e:
    print(e)
try:
    print("%s" % ("a", "b"))
except TypeError as e:
    print(e)
try:
    print("%(x)s" % 5)
except TypeError as e:
    print(e)
