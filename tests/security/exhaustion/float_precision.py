# technique: a float precision of 10**9
# expect-error: pysafe.LimitError
# expect-error: ValueError
s = '%.1000000000f' % 1.0
