try:
  pass
except* A:
  pass
except B:
  x = = 1
