/*
 * serve.h - the request handler of `pysafe serve`, apart from its I/O so
 * that the fuzz harness drives it line by line.
 */
#ifndef PS_CLI_SERVE_H
#define PS_CLI_SERVE_H

#include <stdbool.h>
#include <stddef.h>

#include "../host-api/pysafe.h"

typedef struct sv_state sv_state;
/* Writes one whole event line; false when the client is gone. */
typedef bool (*sv_write_fn)(void *ud, const char *p, size_t n);

sv_state *sv_new(const ps_config *defaults, sv_write_fn write, void *ud);
/* One request line (without its newline). */
void sv_handle_line(sv_state *s, const char *line, size_t n);
bool sv_write_failed(const sv_state *s);
/* Limits no request may exceed (a request's 0, "no limit", becomes the
 * ceiling too). The fuzz harness uses it so that no input can ask for an
 * endless run; the worker itself lets requests choose. */
void sv_set_ceiling(sv_state *s, const ps_config *ceiling);
void sv_free(sv_state *s);

#endif
