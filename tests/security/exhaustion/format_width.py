# technique: a format width of 10**12 ('{:>N}', f-string, %*d)
# expect-error: pysafe.LimitError
s = '{:>1000000000000}'.format(1)
