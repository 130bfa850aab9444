# technique: a counting loop with arithmetic
# expect-error: pysafe.LimitError
i = 0
while i >= 0:
    i = (i + 1) % 1000003
