# technique: replace growing each char 1000-fold
# expect-error: pysafe.LimitError
s = ('a' * 10**6).replace('a', 'b' * 1000)
