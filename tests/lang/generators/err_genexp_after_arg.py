# syntax error: genexp_after_arg
print('before')
f(1, x for x in y)
