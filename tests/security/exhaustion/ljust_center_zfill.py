# technique: str.ljust/center/zfill to 10**12
# expect-error: pysafe.LimitError
s = 'a'.ljust(10**12)
