/*
 * values.h - sandbox values <-> JSON, the mapping of docs/protocol.md
 * ("Values"), used by serve, --input and --tools-cmd.
 *
 * JSON says None, bool, int up to 2**53, finite float, str, list and dict
 * with str keys directly; everything else is a one-key object whose key
 * starts with '$': {"$tuple": [...]}, {"$set": [...]}, {"$frozenset": [...]},
 * {"$bytes": "base64"}, {"$int": "decimal"}, {"$float": "nan"|"inf"|"-inf"},
 * {"$dict": [[key, value], ...]} (non-str keys, or a lone '$' key). Values
 * that are none of these (functions, ranges, ...) leave the sandbox as
 * {"$repr": "..."}, which cannot come back in. The mapping round-trips.
 */
#ifndef PS_CLI_VALUES_H
#define PS_CLI_VALUES_H

#include <stdbool.h>
#include <stddef.h>

#include "../host-api/pysafe.h"
#include "json.h"

/* Deepest value nesting that crosses in either direction. */
#define CV_MAX_DEPTH 100

/* A JSON value as a new handle, or 0 with a message in err. */
ps_value cv_from_json(ps_vm *vm, const js_value *v, char *err, size_t errlen);
/* Append v as JSON; false with a message in err (too deep, a cycle, ...). */
bool cv_to_json(ps_vm *vm, ps_value v, js_buf *b, char *err, size_t errlen);

/* An "error" object of the protocols, {"type": T, "message": M} or
 * {"type": T, "args": [...]} (the exception is T(*args), so KeyError(5)
 * stays KeyError(5)): raised in the calling tool's callback (call 0) or
 * answering pending call `call`. A malformed object: PS_MISUSE and a
 * message in err. */
ps_status cv_send_error(ps_vm *vm, uint64_t call, const js_value *exc, char *err, size_t errlen);

/* base64 (RFC 4648, padded): a JSON string of n bytes appended to b;
 * and back, strictly (a malloc'd block, NULL if not base64). */
void cv_b64_encode(js_buf *b, const unsigned char *p, size_t n);
unsigned char *cv_b64_decode(const char *s, size_t n, size_t *out_n);

/* The JSON limits the CLI reads with. */
extern const js_limits cv_json_limits;

#endif
