{}
{1: 2}
{1: 2,}
{1: 2, **a}
{**a}
{**a, **b}
{1}
{1,}
{*a}
{*a, 1}
{a: b for a in c}
{(a, b): [c] for a, b in d}
{1: {2: {3: {}}}}
{"a": lambda: 1, "b": [x for x in y]}
{a if b else c: d}
