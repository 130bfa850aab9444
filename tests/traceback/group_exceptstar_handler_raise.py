try:
    raise ExceptionGroup("g", [ValueError(1)])
except* ValueError as eg:
    raise KeyError("during")
