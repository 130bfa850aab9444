# technique: the builtin eval
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'eval' is not defined
eval('1')
