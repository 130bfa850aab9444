/*
 * args.h - the `pysafe` command line, parsed into one struct.
 *
 * Every flag takes its value either as `--flag=VALUE` or `--flag VALUE`.
 * Sizes accept K, M, G suffixes (powers of 1024, "64M", "64MiB", "64MB"),
 * durations ms, s, m ("100ms", "2s", "1.5s"; a bare number is seconds).
 */
#ifndef PS_CLI_ARGS_H
#define PS_CLI_ARGS_H

#include <stdbool.h>
#include <stdint.h>

/* Exit statuses (docs/pysafe.1, EXIT STATUS). */
enum {
    EXIT_OK = 0,
    EXIT_EXCEPTION = 1, /* an uncaught exception, SyntaxError included */
    EXIT_USAGE = 2,     /* bad command line, unreadable script */
    EXIT_LIMIT = 3,     /* a budget ran out (one line names it) */
    EXIT_HOST = 4,      /* the tool provider failed, or out of memory */
};

typedef enum cli_mode {
    MODE_RUN,     /* FILE, -c CODE or - */
    MODE_REPL,    /* nothing given and stdin is a terminal */
    MODE_SERVE,   /* pysafe serve */
    MODE_HELP,
    MODE_VERSION,
} cli_mode;

typedef enum cli_dump { DUMP_NONE, DUMP_TOKENS, DUMP_AST, DUMP_BYTECODE } cli_dump_kind;

/* A limit the user gave; `set` false means the host API's default. */
typedef struct cli_limit {
    bool set;
    int64_t v;
} cli_limit;

#define CLI_MAX_INPUTS 64

typedef struct cli_opts {
    cli_mode mode;
    cli_dump_kind dump;
    const char *code;     /* -c */
    const char *path;     /* FILE, or "-" for stdin */
    cli_limit instructions, memory, depth, output, timeout_ms;
    bool stats;
    const char *tools_cmd;
    int clock;            /* CLI_CLOCK_*: --clock (default: system) */
    int64_t clock_ns;     /* the fixed instant of --clock ISO-TIMESTAMP */
    uint64_t seed;        /* --seed: ps_config.seed (default 0) */
    int ninputs;
    const char *input_name[CLI_MAX_INPUTS];   /* points into argv */
    int input_name_len[CLI_MAX_INPUTS];
    const char *input_json[CLI_MAX_INPUTS];
} cli_opts;

/* Parse argv. On a usage error prints "pysafe: ..." and a hint on stderr
 * and returns false. stdin_tty decides REPL vs reading stdin. */
bool cli_parse_args(int argc, char **argv, bool stdin_tty, cli_opts *o);

/* "64M" -> 67108864. false if malformed or out of range. */
bool cli_parse_size(const char *s, int64_t *out);
/* "2s" -> 2000, "100ms" -> 100. */
bool cli_parse_duration_ms(const char *s, int64_t *out);

void cli_print_help(void);

/* --clock and serve's "clock": the sandbox's "now" (docs/embedding.md). */
enum { CLI_CLOCK_SYSTEM, CLI_CLOCK_NONE, CLI_CLOCK_FIXED };
/* "system", "none" or an ISO 8601 instant ("2024-01-02T03:04:05Z", a date,
 * an offset; no offset is UTC) -> *kind and, when fixed, *ns since the
 * epoch. false if malformed. */
bool cli_parse_clock(const char *s, int *kind, int64_t *ns);
/* The ps_config.clock of a fixed instant: clock_ud points at its int64 ns. */
int64_t cli_clock_fixed(void *clock_ud);

#endif
