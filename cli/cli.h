/*
 * cli.h - what the pieces of the `pysafe` command share.
 */
#ifndef PS_CLI_H
#define PS_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../host-api/pysafe.h"
#include "args.h"
#include "toolproc.h"

/* The sandbox config the flags ask for, on top of the API's defaults. */
void cli_config(const cli_opts *o, ps_config *c);
/* --stats: the run's figures, one per line, on stderr. */
void cli_print_stats(ps_vm *vm);
/* The one line a limit error prints ("pysafe.LimitError: ..."). */
void cli_print_limit(ps_vm *vm);

/* The print hook of the command: straight to stdout. */
void cli_print_to_stdout(void *ud, const char *s, size_t n);
/* A sandbox with the flags' limits printing to stdout (*cfg is its
 * config); NULL after a message on stderr. */
ps_vm *cli_new_vm(const cli_opts *o, ps_config *cfg);
/* --tools-cmd (if given) started and its tools registered in vm; false
 * after a message on stderr, with nothing left running. */
bool cli_start_tools(const cli_opts *o, ps_vm *vm, uint32_t timeout_ms, toolproc **tp);
/* --input number i (NAME=JSON) bound as a global of vm; on failure the
 * message goes to stderr and the result is -1. */
int cli_bind_input(const cli_opts *o, int i, ps_vm *vm);

/* Whole file (or stdin for "-") into a malloc'd buffer; NULL + errno. */
char *cli_read_all(const char *path, size_t *len);

int cli_dump(const cli_opts *o, const char *src, size_t len, const char *name); /* dump.c */
int cli_repl(const cli_opts *o);   /* repl.c */
int cli_serve(const cli_opts *o);  /* serve.c */

#endif
