# syntax error: no_cases
print('before')
match 1:
    pass
