from urllib.parse import urlsplit, urlparse
for u in ["http://[::1", "http://::1]/", "http://[::1]/", "http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7:8:9]/",
          "http://[::ffff:1.2.3.4]/", "http://[1.2.3.4]/", "http://[v1.fe]/", "http://[vz.x]/", "http://[bad]/",
          "http://[::1%eth0]/", "http://[::1%]/", "http://[1::2::3]/", "http://[12345::]/", "http://[::]/",
          "http://[1:2:3:4:5:6:1.2.3.4]/", "http://[1:2:3:4:5:6:7:1.2.3.4]/", "http://[:1:2]/",
          "http://a]b[c/", "http://[::01.2.3.4]/", "http://[fe80::1%25]/"]:
    try:
        print(repr(u), urlsplit(u))
    except ValueError as e:
        print(repr(u), type(e).__name__, e)
