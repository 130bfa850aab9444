def f():
    """doc"""
  pass
