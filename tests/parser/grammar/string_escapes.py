"\n\t\r\\\x41\101\u00e9\U0001F600"
"\N{LATIN SMALL LETTER A}"
"\q"
"line\
cont"
"\0"
