try:
    fail('boom')
except Exception as e:
    print(type(e).__name__, e)
try:
    echo(fail)
    fail(echo_later(1))
finally:
    print(echo_later('done'))
