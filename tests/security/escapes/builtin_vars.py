# technique: the builtin vars
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'vars' is not defined
vars()
