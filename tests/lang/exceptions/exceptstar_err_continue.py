while True:
    try:
        pass
    except* ValueError:
        with manager:
            continue
