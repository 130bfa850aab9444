# pysafe-only
str.__dict__
# expect-error: AttributeError: type object 'str' has no attribute '__dict__'
