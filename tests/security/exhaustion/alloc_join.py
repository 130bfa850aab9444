# technique: 'x'.join of 10**8 strings
# expect-error: pysafe.LimitError
s = 'x'.join(['ab'] * 10**8)
