[[y for y in x] for x in z]
[x for x in [y for y in z]]
{x: [y for y in x] for x in z}
