# pysafe-only
print("{0.__class__}".format(1))
print("{0.__class__.__bases__}".format(1))
# expect: <class 'int'>
# expect-error: AttributeError: type object 'int' has no attribute '__bases__'
