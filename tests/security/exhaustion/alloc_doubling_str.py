# technique: a string doubled until memory runs out
# expect-error: pysafe.LimitError
x = 'a'
while True:
    x = x + x
