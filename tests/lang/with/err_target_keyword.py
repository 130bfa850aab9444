# syntax error: target_keyword
print('before')
with cm() as None:
    pass
