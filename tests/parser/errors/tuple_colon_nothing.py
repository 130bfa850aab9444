x, y:
