# technique: an f-string width from a variable
# expect-error: pysafe.LimitError
n = 10**12
s = f'{1:>{n}}'
