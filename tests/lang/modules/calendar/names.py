# month_name, month_abbr, day_name, day_abbr: indexing, slicing, lengths, iteration, constants
import calendar
for seq in (calendar.month_name, calendar.month_abbr, calendar.day_name, calendar.day_abbr):
    print(len(seq), list(seq), seq[0], seq[-1], list(seq[1:3]), list(seq[::-3]), 'May' in seq)
print(calendar.month_name[calendar.February], calendar.day_name[calendar.SUNDAY], calendar.day_abbr[calendar.MONDAY])
print(calendar.MONDAY, calendar.TUESDAY, calendar.WEDNESDAY, calendar.THURSDAY, calendar.FRIDAY, calendar.SATURDAY, calendar.SUNDAY)
print([calendar.month_abbr[m] for m in range(1, 13)], {n: i for i, n in enumerate(calendar.day_abbr)})
for bad in [13, -14, 7, 'x']:
    for seq in (calendar.month_name, calendar.day_name):
        try:
            print(seq[bad])
        except (IndexError, TypeError) as e:
            print(type(e).__name__)
