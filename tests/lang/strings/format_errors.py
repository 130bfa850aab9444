print("{} {}".format(1))
