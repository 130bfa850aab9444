try:
    pass
except* ValueError as e
    pass
