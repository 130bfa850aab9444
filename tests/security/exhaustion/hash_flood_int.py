# technique: hash flooding: ints that all hash to 0 (multiples of 2**61-1)
# expect-error: pysafe.LimitError
d = {}
for i in range(10**6):
    d[i * (2**61 - 1)] = i
