x = def f(): pass
