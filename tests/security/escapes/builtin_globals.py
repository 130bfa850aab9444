# technique: the builtin globals
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'globals' is not defined
globals()['__builtins__']
