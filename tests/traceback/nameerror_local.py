def compute():
    value = 10
    return valeu + 1

compute()
