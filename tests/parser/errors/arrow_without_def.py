x -> int
