def g():
    yield 1
    return 1 + 'a'
print(sum(g()))
