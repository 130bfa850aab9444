assert (x, "msg")
