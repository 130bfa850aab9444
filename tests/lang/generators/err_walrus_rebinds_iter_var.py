# syntax error: walrus_rebinds_iter_var
print('before')
def f():
    return [i := 0 for i in range(3)]
