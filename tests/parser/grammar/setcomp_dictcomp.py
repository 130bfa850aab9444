{x for x in y}
{k: v for k, v in d}
{k: v for k in a if k for v in b}
