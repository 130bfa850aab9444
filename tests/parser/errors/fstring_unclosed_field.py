x = f"{a"
