try:
    x = 1
finally:
    y = 2
