try:
    pass
