if x:
	pass
	if y:
		pass
