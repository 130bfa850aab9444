def f():
    print "x" % 1
