x = b"café"
