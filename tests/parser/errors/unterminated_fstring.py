x = f"{a
