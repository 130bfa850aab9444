# technique: the builtin compile
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'compile' is not defined
compile('1', '', 'eval')
