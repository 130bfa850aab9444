x = 1 // comment here
