# syntax error: target_literal
print('before')
with open_it() as 1:
    pass
