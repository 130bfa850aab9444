# syntax error: yield_outside_function
print('before')
yield 1
