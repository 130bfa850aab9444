# technique: the builtin open
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'open' is not defined
open('secret.txt').read()
