a if b else c
a if b else c if d else e
(a if b else c) if d else e
x = lambda: a if b else c
