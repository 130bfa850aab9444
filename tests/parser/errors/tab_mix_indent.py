if x:
	if y:
	    a
        b
