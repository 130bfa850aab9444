/*
 * toolproc.h - `pysafe --tools-cmd CMD`: tools served by another program.
 *
 * CMD runs once under /bin/sh. Its first stdout line is the manifest,
 * {"tools": ["name", ...], "async": ["name", ...]}; then each call the
 * script makes is one JSON line on CMD's stdin, {"name": ..., "args":
 * [...], "kwargs": {...}}, and one line back, {"value": V} or {"error":
 * {"type": T, "message": M}}. A call of an async tool carries an "id" and
 * is not waited for: its answer, with the same "id", may come later and
 * in any order; {"cancel": id} tells CMD a call is no longer wanted.
 * Values use the mapping of values.h. docs/protocol.md has the details.
 */
#ifndef PS_CLI_TOOLPROC_H
#define PS_CLI_TOOLPROC_H

#include <stddef.h>
#include <stdint.h>

#include "../host-api/pysafe.h"

typedef struct toolproc toolproc;

/* Start CMD and read its manifest; NULL with err filled on failure.
 * reply_timeout_ms bounds every wait for a line (0: 10 s). */
toolproc *tp_start(const char *cmd, uint32_t reply_timeout_ms, char *err, size_t errlen);
/* Register every tool of the manifest in vm. */
ps_status tp_register(toolproc *tp, ps_vm *vm);
/* The run paused on async calls: tell CMD of cancelled ones, read at
 * least one answer (and any others already there) and give them to vm.
 * PS_OK: ps_continue next; else the provider failed (tp_failure). */
ps_status tp_answer_pending(toolproc *tp, ps_vm *vm);
/* Non-NULL once the provider failed (died, bad reply, no reply in time):
 * the run was interrupted and the CLI exits with EXIT_HOST. */
const char *tp_failure(const toolproc *tp);
/* Close CMD's stdin and wait for it. */
void tp_stop(toolproc *tp);

#endif
