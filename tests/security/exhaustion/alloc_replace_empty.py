# technique: replace of the empty string (inserts between every char)
# expect-error: pysafe.LimitError
s = ('a' * 10**6).replace('', 'x' * 10**4)
