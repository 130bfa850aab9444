

x = 1


y = 2
	
if x:

    a = 1

    b = 2

z = 3
