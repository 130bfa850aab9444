# technique: == of two lists nested 10**6 deep
# expect-error: RecursionError: maximum recursion depth exceeded
# expect-error: pysafe.LimitError
a = []
b = []
for i in range(10**6):
    a = [a]
    b = [b]
a == b
