# technique: the builtin locals
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'locals' is not defined
locals()
