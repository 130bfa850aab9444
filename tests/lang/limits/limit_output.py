# pysafe-only
# args: --max-output=20
print("0123456789")
print("0123456789")
# expect: 0123456789
# expect-error: pysafe.LimitError: output limit exceeded (20 bytes)
