x = f"{a # c}"
