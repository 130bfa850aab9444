# technique: squaring forever
# expect-error: pysafe.LimitError
x = 3
while True:
    x = x * x
