print('before')
def f():
    match 1:
        case 1:
            pass
        case _:
            pass
        case 3:
            pass
