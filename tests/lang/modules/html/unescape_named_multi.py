import html
cases = ['&NotEqualTilde;', '&nvlt;', '&bne;', '&acE;', '&ThickSpace;', '&fjlig;', '&nGt;', '&lates;',
         '&Aring;', '&angst;', '&ohm;', '&Omega;', '&hearts;', '&rarr;', '&rArr;', '&euro;', '&hellip;', '&mdash;',
         '&zwj;', '&zwnj;', '&lrm;', '&NewLine;', '&Tab;', '&excl;', '&num;', '&dollar;', '&percnt;', '&lpar;',
         '&ldquo;&rdquo;', '&lsquo;&rsquo;', '&trade;', '&TRADE;', '&Trade;', '&apos;', '&Apos;']
for c in cases:
    u = html.unescape(c)
    print(repr(c), repr(u), [hex(ord(ch)) for ch in u])
