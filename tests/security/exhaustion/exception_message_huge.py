# technique: an uncaught exception with a 10**8-char message
# expect-error: ValueError
# expect-error: pysafe.LimitError
raise ValueError('x' * 10**8)
