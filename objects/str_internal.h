/*
 * str_internal.h - helpers shared by the files that build or read str.
 */
#ifndef PS_STR_INTERNAL_H
#define PS_STR_INTERNAL_H

#include "vm/vm.h"

value str_alloc_raw(psvm *vm, int64_t len); /* data uninitialised */
void str_finish_raw(value s);             /* count code points after filling */
int utf8_decode(const unsigned char *s, int64_t n, int64_t *i);
int utf8_encode(unsigned cp, char *out);
int64_t str_cp_offset(value s, int64_t cp);
value str_substr_cp(psvm *vm, value s, int64_t from, int64_t to);
int64_t str_find_bytes(const char *h, int64_t hn, const char *n, int64_t nn, int64_t from);
/* search.c: start of the last n in h[0, hn), hn when nn is 0, else -1 */
int64_t str_rfind_bytes(const char *h, int64_t hn, const char *n, int64_t nn);
value str_repeat(psvm *vm, value s, int64_t n);
value str_join_array(psvm *vm, value sep, const value *items, int64_t n);
value str_percent(psvm *vm, value fmt, value args);
int64_t bytes_hash_raw(const void *p, int64_t n);
bool uni_isprintable(int cp);
bool uni_isspace(int cp);
extern const bfunc str_methods[];

/* format.c: the format-spec mini-language (format(), f-strings, str.format) */
#include "objects/text/tbuf.h"
void vm_tbuf_init(tbuf *b, psvm *vm);  /* a tbuf charged to the sandbox */
value vm_tbuf_finish(tbuf *b);         /* the text as a str; frees the buffer */
void vm_tbuf_free(tbuf *b);
value fmt_format(psvm *vm, value v, value spec);
value fmt_str_format(psvm *vm, value fmt, int argc, const value *argv, value kwnames);
/* argc for fmt_str_format meaning str.format_map: argv[0] is the mapping,
 * each named field is looked up in it by subscription when it is used. */
#define FMT_MAPPING (-1)

#endif
