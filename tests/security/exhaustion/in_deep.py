# technique: membership test over deep structures
# expect-error: RecursionError: maximum recursion depth exceeded
# expect-error: pysafe.LimitError
a = []
for i in range(10**6):
    a = [a]
b = []
for i in range(10**6):
    b = [b]
b in [a]
