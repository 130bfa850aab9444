a.b
a.b.c.d
a().b
a[0].b
(a).b
"s".join
1 .real
