# technique: the builtin __import__
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name '__import__' is not defined
__import__('os')
