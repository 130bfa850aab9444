# technique: print in an infinite loop
# expect-error: pysafe.LimitError
while True:
    print('x' * 1000)
