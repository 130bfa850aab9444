# technique: __loader__ / __spec__ / __file__ at module level
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name '__loader__' is not defined
print(__name__)
__loader__
