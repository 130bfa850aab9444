# technique: a generator that grows a list between yields, consumed by sum() through a nested loop
# expect-error: pysafe.LimitError: memory limit exceeded
def mem():
    x = []
    while True:
        x.append('a' * 1000)
        yield len(x)
print(sum(mem()))
