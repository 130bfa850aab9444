# syntax error: yield_in_genexp
print('before')
def f():
    return list((yield x) for x in y)
