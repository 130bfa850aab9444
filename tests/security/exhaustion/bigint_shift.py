# technique: 1 << 10**12
# expect-error: pysafe.LimitError
x = 1 << 10**12
