# technique: sorted(range(10**7)) then sorting forever
# expect-error: pysafe.LimitError
l = list(range(10**7))
while True:
    l.sort(key=lambda x: -x)
