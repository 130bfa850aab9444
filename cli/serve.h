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
void sv_free(sv_state *s);

#endif
