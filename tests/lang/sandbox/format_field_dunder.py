# pysafe-only
print("{0.__class__}".format(1) if False else "no attribute fields")
# expect: no attribute fields
