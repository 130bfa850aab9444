try:
    pass
except* ValueError:
    pass
except* KeyError:
    pass
except TypeError as e:
    pass
