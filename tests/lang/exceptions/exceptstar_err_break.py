for x in range(3):
    try:
        print(x)
    except* ValueError:
        break
