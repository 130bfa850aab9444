# technique: a generator that yields forever, consumed by a for loop resumed inline
# expect-error: pysafe.LimitError: instruction limit exceeded
# expect-error: pysafe.LimitError: time limit exceeded
def forever():
    while True:
        yield 1
for x in forever():
    pass
