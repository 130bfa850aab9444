-1
+1
~1
not 1
- - 1
not not x
-x.y
