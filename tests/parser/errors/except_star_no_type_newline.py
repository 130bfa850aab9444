try:
    pass
except*
    pass
