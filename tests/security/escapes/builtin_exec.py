# technique: the builtin exec
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'exec' is not defined
exec('x = 1')
