y = (a if b else c) if d
