try:
    pass
except* ValueError as e.x:
    pass
