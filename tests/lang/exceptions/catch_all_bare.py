try:
    [][0]
except:
    print("bare except caught")
try:
    raise SystemExit if False else KeyboardInterrupt
except BaseException as e:
    print(type(e).__name__)
