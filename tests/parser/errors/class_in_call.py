f(class A: pass)
