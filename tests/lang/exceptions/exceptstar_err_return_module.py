try:
    pass
except* ValueError:
    return
