import = 5
