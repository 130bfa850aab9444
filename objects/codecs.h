/*
 * codecs.h - text <-> bytes (codecs.c): UTF-8, UTF-8-sig, ASCII and Latin-1
 * with the strict, replace, ignore, backslashreplace and (encoding)
 * xmlcharrefreplace handlers, CPython's exceptions word for word.
 */
#ifndef PS_CODECS_H
#define PS_CODECS_H

#include "vm/vm.h"

/* p[0, n) decoded to a str; object is the bytes value the error reports
 * (may be V_NULL: made on demand). encoding/errors: str or V_NULL for the
 * defaults. */
value codec_decode(psvm *vm, value object, const uint8_t *p, int64_t n, value encoding, value errors);
/* The str s encoded to bytes. */
value codec_encode(psvm *vm, value s, value encoding, value errors);

/* The methods and constructor pieces built on them. */
value bytes_decode(psvm *vm, value self, int argc, const value *argv, value kw);
value str_m_encode(psvm *vm, value self, int argc, const value *argv, value kw);
value codec_str_construct(psvm *vm, value cls, int argc, const value *argv, value kw);
value codec_bytes_from_str(psvm *vm, const char *fname, value source, value encoding, value errors);

#endif
