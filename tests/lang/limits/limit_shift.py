# pysafe-only
# (the CLI uses the host API's default memory budget, 64 MiB)
x = 1 << 10 ** 10
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
