# pysafe-only
x = 1 << 10 ** 10
# expect-error: pysafe.LimitError: memory limit exceeded (536870912 bytes)
