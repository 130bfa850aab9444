# yeardatescalendar / yeardays2calendar / yeardayscalendar with several widths
import calendar
c = calendar.Calendar(calendar.SUNDAY)
for width in (1, 2, 3, 4, 6, 12):
    ydc = c.yeardayscalendar(2024, width)
    print(width, len(ydc), [len(row) for row in ydc], [len(m) for row in ydc for m in row])
    print(ydc[-1][-1][-1])
    y2 = c.yeardays2calendar(2023, width)
    print(y2[0][0][0], y2[-1][-1][-1])
    yd = c.yeardatescalendar(2025, width)
    print(yd[0][0][0][0].isoformat(), yd[-1][-1][-1][-1].isoformat())
print(calendar.Calendar().monthdatescalendar(2024, 2)[0][0], calendar.Calendar().monthdays2calendar(2024, 2)[-1])
