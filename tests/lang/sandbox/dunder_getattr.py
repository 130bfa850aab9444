# pysafe-only
print(getattr(len, "__name__"), getattr(1, "__class__"))
getattr(len, "__self__")
# expect: len <class 'int'>
# expect-error: AttributeError: 'builtin_function_or_method' object has no attribute '__self__'
