for a in [7.5, -7.5]:
    for b in [2.0, -2.0]:
        print(a // b, a % b)
