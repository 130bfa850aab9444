# technique: a list doubled until memory runs out
# expect-error: pysafe.LimitError
x = [0]
while True:
    x = x + x
