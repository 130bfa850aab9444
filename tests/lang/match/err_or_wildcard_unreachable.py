print('before')
match 1:
    case _ | 1:
        pass
