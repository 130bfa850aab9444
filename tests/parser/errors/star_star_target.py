**a = b
