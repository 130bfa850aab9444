# technique: [0] * 10**10
# expect-error: pysafe.LimitError
l = [0] * 10**10
