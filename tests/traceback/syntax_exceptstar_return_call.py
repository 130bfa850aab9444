def f():
    try:
        pass
    except* ValueError:
        return repr(x)
