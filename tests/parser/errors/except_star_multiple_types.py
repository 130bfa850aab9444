try:
    pass
except* ValueError, TypeError as e:
    pass
