# syntax error: positional_after_keyword
print('before')
match 1:
    case C(x=1, y):
        pass
