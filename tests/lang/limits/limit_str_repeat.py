# pysafe-only
# (the CLI uses the host API's default memory budget, 64 MiB)
s = "ab" * 10 ** 12
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
