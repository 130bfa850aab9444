x = f"a}b"
