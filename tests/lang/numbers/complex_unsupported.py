# pysafe-only
x = 1j
# expect-error: SyntaxError: pysafe does not support complex numbers
