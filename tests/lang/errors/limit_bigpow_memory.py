# pysafe-only
# the result's size is known before the work: refused at once
x = 10 ** 10 ** 10
# expect-error: pysafe.LimitError: memory limit exceeded (536870912 bytes)
