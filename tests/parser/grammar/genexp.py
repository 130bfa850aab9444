(x for x in y)
(x for x in y if x)
sum(x for x in y)
f((x for x in y), 1)
