try:
    pass
except* ValueError:
    pass
except:
    pass
