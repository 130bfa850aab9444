print("{} and {}".format("a", "b"), "{0} {1} {0}".format(1, 2), "{name} is {age}".format(name="x", age=3))
print("{:>6}|{:<6}|{:^6}|".format(1, 2, 3), "{:.2f}".format(1 / 3), "{:,}".format(10 ** 6), "{{escaped}}".format())
