result = None
result.append(1)
