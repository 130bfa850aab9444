# technique: the builtin help
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'help' is not defined
help()
