# Float math in a tight loop: Mandelbrot set escape times over N rows of a
# 160-column grid, complex arithmetic written out on floats.
N = 500
WIDTH = 160
MAX_ITER = 50

inside = 0
total_iter = 0
row_sums = []
for row in range(N):
    ci = -1.25 + 2.5 * row / N
    row_total = 0
    for col in range(WIDTH):
        cr = -2.0 + 2.75 * col / WIDTH
        zr = 0.0
        zi = 0.0
        it = 0
        while it < MAX_ITER and zr * zr + zi * zi <= 4.0:
            zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
            it += 1
        if it == MAX_ITER:
            inside += 1
        row_total += it
    total_iter += row_total
    row_sums.append(row_total)
print(inside, total_iter, max(row_sums), row_sums[N // 2])
