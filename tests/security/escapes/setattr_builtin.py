# technique: setattr/delattr on shared objects
# source: classic restricted-exec escapes: the builtins left in reach (eval/exec/open/__import__ in every jail write-up)
# expect-error: NameError: name 'setattr' is not defined
setattr(len, '__name__', 'x')
