x.if = 1
