# pysafe-only
open("/etc/passwd")
# expect-error: NameError: name 'open' is not defined
