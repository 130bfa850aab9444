def f():


