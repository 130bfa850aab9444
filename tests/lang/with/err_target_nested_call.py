# syntax error: target_nested_call
print('before')
with cm() as (a, b()):
    pass
