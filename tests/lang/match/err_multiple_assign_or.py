print('before')
match 1:
    case [x, ([x] | (x,))]:
        pass
