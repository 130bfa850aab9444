# syntax error: missing_colon
print('before')
with cm() as x
    pass
