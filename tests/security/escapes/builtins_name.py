# technique: __builtins__ by name
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name '__builtins__' is not defined
__builtins__.__dict__['eval']
