x = 1; y = 2; z = 3
x = 1;
import os; import sys
if x: a = 1; b = 2
while x: x -= 1; continue
for i in r: pass; break
def f(): return 1;
class C: x = 1; y = 2
del a; del b
global g; g = 1
