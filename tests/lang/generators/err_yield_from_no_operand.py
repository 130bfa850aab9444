# syntax error: yield_from_no_operand
print('before')
def f():
    x = yield from
