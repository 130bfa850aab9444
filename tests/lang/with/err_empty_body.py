# syntax error: empty_body
print('before')
with cm():
pass
