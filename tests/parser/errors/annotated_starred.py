*a: int
