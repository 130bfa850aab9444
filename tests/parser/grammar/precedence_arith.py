a + b * c - d / e // f % g @ h
-a ** b
(-a) ** b
a ** -b
a ** b ** c
~a + +b - -c
