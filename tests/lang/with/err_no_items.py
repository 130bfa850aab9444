# syntax error: no_items
print('before')
with:
    pass
