# await is a keyword: it cannot name a parameter.
def f(await):
    return 1
