try:
    pass
except ValueError:
    pass
except *TypeError as e:
    x = = 1
