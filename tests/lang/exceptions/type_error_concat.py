count = 5
msg = "count: " + count
