# technique: 'a' * 10**12
# expect-error: pysafe.LimitError
s = 'a' * 10**12
