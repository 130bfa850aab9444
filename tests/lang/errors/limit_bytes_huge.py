# pysafe-only
b = bytes(10 ** 12)
# expect-error: pysafe.LimitError: memory limit exceeded (536870912 bytes)
