# technique: hash flooding a set with colliding ints and -1/-2
# expect-error: pysafe.LimitError
s = set()
for i in range(10**6):
    s.add(i * (2**61 - 1))
    s.add(-i * (2**61 - 1) - 1)
