try:
  pass
except A:
  x = = 1
except* B:
  pass
