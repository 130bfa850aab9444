while x:
    break 2
