print(format(3.14159, ".2f"), format(42, "5d"), format("s", "<3") + "|", format(1234567.891, ",.1f"), format(0.5, "e"))
print("{:>8.3f}".format(2.5), "{:e}".format(12345.678), "{:g}".format(0.0001), "{:g}".format(1e-5), "{:.3g}".format(1234.5))
print("%.3e" % 12345.678, "%g" % 0.00001, "%10s|" % "right", "%c" % 65 if False else "A")
print("{} {}".format(1))
