import html
for s in ["&lt;&gt;&amp;&quot;&apos;", "&eacute;&Eacute;&copy;&reg;&trade;", "&nbsp;|&ensp;|&emsp;",
          "&notit; &not &notin; &noti", "&amp &ampx &AMP; &AMP", "&bogus; &bogus", "& alone", "&&amp;",
          "&lt", "&LT;", "&NotEqualTilde;", "&fjlig;", "&ThickSpace;", "no entity here", "",
          "&" + "a" * 40 + ";", "&gtcc;", "&gtrless", "&zwnj;&zwj;", "&amp;lt;", "&sup2;&sup23"]:
    print(repr(s), repr(html.unescape(s)))
