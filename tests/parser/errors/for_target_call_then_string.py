for f() in "abc
