# technique: the builtin memoryview
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'memoryview' is not defined
memoryview(b'x')
