# GET_ITER on something that is not iterable, one-line for statement.
count = 5
for v in count: print(v)
