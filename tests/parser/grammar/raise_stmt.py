raise
raise E
raise E("x") from None
raise E from e
