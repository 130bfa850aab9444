# pysafe-only
print(().__class__)
().__class__.__bases__
# expect: <class 'tuple'>
# expect-error: AttributeError: type object 'tuple' has no attribute '__bases__'
