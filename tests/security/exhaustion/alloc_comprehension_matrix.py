# technique: a 10**5 x 10**4 matrix by comprehension
# expect-error: pysafe.LimitError
m = [[0] * 10**4 for _ in range(10**5)]
