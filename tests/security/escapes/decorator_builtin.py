# technique: a decorator expression naming a forbidden builtin
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'eval' is not defined
@eval
def g():
    pass
