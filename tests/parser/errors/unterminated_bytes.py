x = b"abc
