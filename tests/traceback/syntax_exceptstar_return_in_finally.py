def f():
    try:
        pass
    except* ValueError:
        try:
            pass
        finally:
            return 1
