try:
    1 / 0
except 5:
    pass
