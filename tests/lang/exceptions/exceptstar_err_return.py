def f():
    try:
        return 1
    except* ValueError as eg:
        try:
            pass
        finally:
            return eg
