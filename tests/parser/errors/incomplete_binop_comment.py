x = 1 +  # two
