0
00
0_0
1_000_000
0x_dead_BEEF
0XFF
0o17 0O7_7
0b1010 0B1_0
1.5 1. .5 1e10 1E+5 1e-5 1.5e3 1_0.0_1e1_0
1j 1.5J 1e5j .5j 0j 00j 0.j 09.5 09e1 09j 0_9.0
1if 1else 2
[0x1for x in y]
1or 2
1and 2
1in x
1is 1
1not in x
x = 1_2.3_4e5_6j
