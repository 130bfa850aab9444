class Empty(RuntimeError):
    pass
raise Empty
