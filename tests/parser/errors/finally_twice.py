try:
    pass
finally:
    pass
finally:
    pass
