print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or [], [] or None, "a" and "b", "" and "b", 0 or 0.0 or "", [1] and {})
