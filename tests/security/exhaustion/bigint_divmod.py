# technique: divmod of huge ints repeatedly
# expect-error: pysafe.LimitError
x = 7 ** 1000000
while True:
    q, r = divmod(x, 3 ** 300000)
