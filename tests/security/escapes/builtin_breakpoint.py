# technique: the builtin breakpoint
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'breakpoint' is not defined
breakpoint()
