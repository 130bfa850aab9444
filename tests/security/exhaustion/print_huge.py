# technique: print of a 10**8-char string
# expect-error: pysafe.LimitError
print('x' * 10**8)
