x = true
