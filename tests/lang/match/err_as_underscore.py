# syntax error: as_underscore
print('before')
match 1:
    case x as _:
        pass
