f = lambda (x): x
