# technique: repeated lookups of a missing colliding key
# expect-error: pysafe.LimitError
d = {i * (2**61 - 1): 0 for i in range(20000)}
while True:
    (2**61 - 1) * 10**6 in d
