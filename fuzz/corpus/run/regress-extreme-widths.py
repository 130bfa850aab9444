# signed overflows found by scripts/int-extremes (sizes formed before the memory check)
for f in (lambda: '%*s|' % (-2**63, 'a'), lambda: '%.*s' % (2**63, 'a'), lambda: 'a'.zfill(-2**63),
          lambda: 'a'.ljust(-2**63), lambda: 'ab'.replace('', 'xyz', 2**62)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__)
'a'.ljust(2**62, '€')
