# technique: %*d with a huge width
# expect-error: pysafe.LimitError
s = '%*d' % (10**12, 1)
