# syntax error: double_star_not_last
print('before')
match {}:
    case {**rest, "a": 1}:
        pass
