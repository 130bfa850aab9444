def f():
    try:
        pass
    except* ValueError:
        return (1, 2)
