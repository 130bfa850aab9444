# technique: print(*range(10**7))
# expect-error: pysafe.LimitError
print(*range(10**7))
