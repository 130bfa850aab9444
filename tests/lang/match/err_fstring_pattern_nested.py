print('before')
match {"k": "v"}:
    case {"k": [1, f"{2}"]}:
        pass
