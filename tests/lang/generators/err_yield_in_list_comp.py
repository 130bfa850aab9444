# syntax error: yield_in_list_comp
print('before')
def f():
    return [(yield) for x in y]
