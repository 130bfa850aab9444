def h(**k,) -> :
    pass
