[x if y for x in z]
