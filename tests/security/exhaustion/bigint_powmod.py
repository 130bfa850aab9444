# technique: pow(3, huge, m) with a huge modulus
# needs: pow expected 2 arguments, got 3
# expect-error: pysafe.LimitError
m = 7 ** 300000
while True:
    pow(3, m, m + 2)
