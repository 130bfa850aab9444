# syntax error: target_call
print('before')
with cm() as f():
    pass
