from 1 import x
