# pysafe-only
# (the CLI uses the host API's default memory budget, 64 MiB)
# the result's size is known before the work: refused at once
x = 10 ** 10 ** 10
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
