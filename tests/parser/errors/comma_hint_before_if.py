[x fox in y if x]
