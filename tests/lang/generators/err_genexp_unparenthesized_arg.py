# syntax error: genexp_unparenthesized_arg
print('before')
f(x for x in y, 1)
