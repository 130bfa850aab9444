/*
 * args.c - the `pysafe` command line (see args.h and docs/pysafe.1).
 */
#include "args.h"
#include "cli.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((format(printf, 1, 2)))
static bool usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "pysafe: ");
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'pysafe --help' for more information.\n");
    return false;
}

/* A non-negative decimal number with an optional fraction, then a unit
 * from `units` (name, multiplier); the empty unit is units[0]. */
typedef struct unit { const char *name; double mul; } unit;

static bool parse_scaled(const char *s, const unit *units, bool allow_fraction, int64_t *out)
{
    if (!*s || !(*s >= '0' && *s <= '9'))
        return false;
    errno = 0;
    char *end;
    double v = strtod(s, &end);
    if (errno || end == s || !isfinite(v))
        return false;
    if (!allow_fraction && strpbrk(s, ".eExXpP") && strpbrk(s, ".eExXpP") < end)
        return false;
    for (const unit *u = units; u->name; u++) {
        if (strcmp(end, u->name) == 0) {
            double r = v * u->mul;
            if (r >= 9.2e18 || r != r)
                return false;
            *out = (int64_t)llround(r);
            return true;
        }
    }
    return false;
}

bool cli_parse_size(const char *s, int64_t *out)
{
    static const unit units[] = {
        { "", 1 }, { "B", 1 },
        { "K", 1024.0 }, { "KB", 1024.0 }, { "KiB", 1024.0 }, { "k", 1024.0 },
        { "M", 1048576.0 }, { "MB", 1048576.0 }, { "MiB", 1048576.0 },
        { "G", 1073741824.0 }, { "GB", 1073741824.0 }, { "GiB", 1073741824.0 },
        { NULL, 0 },
    };
    return parse_scaled(s, units, true, out);
}

bool cli_parse_duration_ms(const char *s, int64_t *out)
{
    static const unit units[] = {
        { "", 1000 }, { "s", 1000 }, { "ms", 1 }, { "m", 60000 }, { "min", 60000 },
        { NULL, 0 },
    };
    return parse_scaled(s, units, true, out); /* 0: no time limit */
}

static bool parse_count(const char *s, int64_t *out)
{
    static const unit units[] = { { "", 1 }, { "K", 1e3 }, { "M", 1e6 }, { "G", 1e9 }, { NULL, 0 } };
    return parse_scaled(s, units, false, out);
}

void cli_print_help(void)
{
    fputs(
"usage: pysafe [OPTIONS] FILE.py     run a script\n"
"       pysafe [OPTIONS] -c CODE     run CODE\n"
"       pysafe [OPTIONS] -           run the script read from stdin\n"
"       pysafe [OPTIONS]             interactive prompt (stdin is a terminal)\n"
"       pysafe serve [LIMITS]        JSON-lines worker (docs/protocol.md)\n"
"\n"
"Run Python in a sandbox: the script computes and calls the tools the host\n"
"gives it, nothing else. Budgets stop runaway scripts with a clean error.\n"
"\n"
"Limits (defaults are the host API's safe defaults):\n"
"  --max-instructions N   bytecode instructions (K, M, G suffixes: 10M)\n"
"  --max-memory SIZE      heap bytes (64M, 512K, 1G)\n"
"  --max-depth N          Python call depth (RecursionError beyond)\n"
"  --max-output SIZE      bytes printed\n"
"  --timeout DURATION     wall time (2s, 100ms, 1.5s, 1m; a bare number is seconds)\n"
"  (0 lifts a limit, except memory and depth, where 0 is the default)\n"
"\n"
"Inputs, tools, statistics:\n"
"  --input NAME=JSON      bind global NAME to a JSON value (repeatable)\n"
"  --tools-cmd CMD        start CMD (via /bin/sh) once and forward tool calls\n"
"                         to it as JSON lines; its first line names the tools\n"
"  --stats                print the run's statistics on stderr\n"
"  --clock system|none|ISO   what \"now\" is for time.time(), datetime.now():\n"
"                         the host's clock (default), none (reading it raises\n"
"                         OSError), or a fixed instant such as\n"
"                         2024-01-02T03:04:05Z (time.sleep() advances it)\n"
"  --seed N               the seed of random's unseeded generators (default 0)\n"
"\n"
"Debugging (print, do not run):\n"
"  --dump-tokens          the tokens, one per line\n"
"  --dump-ast             the tree, as CPython's ast.dump(..., include_attributes=True)\n"
"  --dump-bytecode        a dis-like listing of the compiled code\n"
"\n"
"  -h, --help             this help\n"
"  --version              the version\n"
"\n"
"Exit status: 0 success, 1 uncaught exception (traceback on stderr),\n"
"2 usage error, 3 a limit was exceeded (one line names it), 4 the tool\n"
"provider failed.\n"
"\n"
"Example:\n"
"  pysafe --max-memory 64M --timeout 2s --input 'cities=[\"Oslo\",\"Lima\"]' \\\n"
"         --tools-cmd 'python3 examples/tools.py' examples/main.py\n",
        stdout);
}

/* Flags that take a value; `--flag=V` and `--flag V` both work. */
static const char *flag_value(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    const char *a = argv[*i];
    if (strncmp(a, name, n) != 0)
        return NULL;
    if (a[n] == '=')
        return a + n + 1;
    if (a[n] == 0) {
        if (*i + 1 >= argc) {
            usage_error("option %s needs a value", name);
            return "";
        }
        return argv[++*i];
    }
    return NULL;
}

/* --seed N: a decimal integer that fits 64 bits unsigned */
static bool parse_seed(const char *s, uint64_t *out)
{
    if (*s < '0' || *s > '9')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || errno)
        return false;
    *out = (uint64_t)v;
    return true;
}

static bool set_limit(cli_limit *l, const char *flag, const char *v,
                      bool (*parse)(const char *, int64_t *))
{
    if (!*v)
        return false; /* missing value, already reported */
    if (!parse(v, &l->v)) {
        fprintf(stderr, "pysafe: invalid value for %s: '%s'\n", flag, v);
        fprintf(stderr, "Try 'pysafe --help' for more information.\n");
        return false;
    }
    l->set = true;
    return true;
}

static bool add_input(cli_opts *o, const char *v)
{
    const char *eq = strchr(v, '=');
    if (!eq || eq == v)
        return usage_error("--input wants NAME=JSON, got '%s'", v);
    if (o->ninputs >= CLI_MAX_INPUTS)
        return usage_error("too many --input flags (at most %s)", "64");
    o->input_name[o->ninputs] = v;
    o->input_name_len[o->ninputs] = (int)(eq - v);
    o->input_json[o->ninputs] = eq + 1;
    o->ninputs++;
    return true;
}

bool cli_parse_args(int argc, char **argv, bool stdin_tty, cli_opts *o)
{
    memset(o, 0, sizeof *o);
    int i = 1;
    if (argc > 1 && strcmp(argv[1], "serve") == 0) {
        o->mode = MODE_SERVE;
        i = 2;
    }
    bool only_files = false;
    for (; i < argc; i++) {
        const char *a = argv[i], *v;
        if (only_files || a[0] != '-' || strcmp(a, "-") == 0) {
            if (o->path || o->code)
                return usage_error("unexpected argument '%s' (one script at a time)", a);
            o->path = a;
            continue;
        }
        if (strcmp(a, "--") == 0) { only_files = true; continue; }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) { o->mode = MODE_HELP; return true; }
        if (strcmp(a, "--version") == 0 || strcmp(a, "-V") == 0) { o->mode = MODE_VERSION; return true; }
        if (strcmp(a, "--stats") == 0) { o->stats = true; continue; }
        if (strcmp(a, "--dump-tokens") == 0) { o->dump = DUMP_TOKENS; continue; }
        if (strcmp(a, "--dump-ast") == 0) { o->dump = DUMP_AST; continue; }
        if (strcmp(a, "--dump-bytecode") == 0) { o->dump = DUMP_BYTECODE; continue; }
        if (strncmp(a, "-c", 2) == 0 && a[2] != '-') {
            if (o->path || o->code)
                return usage_error("%s: one script at a time", "-c");
            if (a[2]) { o->code = a + 2; continue; }
            if (i + 1 >= argc)
                return usage_error("option %s needs a value", "-c");
            o->code = argv[++i];
            continue;
        }
        if ((v = flag_value(argc, argv, &i, "--max-instructions"))) {
            if (!set_limit(&o->instructions, "--max-instructions", v, parse_count)) return false;
        } else if ((v = flag_value(argc, argv, &i, "--max-memory"))) {
            if (!set_limit(&o->memory, "--max-memory", v, cli_parse_size)) return false;
        } else if ((v = flag_value(argc, argv, &i, "--max-depth"))) {
            if (!set_limit(&o->depth, "--max-depth", v, parse_count)) return false;
            if (o->depth.v < 1 || o->depth.v > 1000000) {
                fprintf(stderr, "pysafe: --max-depth must be between 1 and 1000000\n");
                return false;
            }
        } else if ((v = flag_value(argc, argv, &i, "--max-output"))) {
            if (!set_limit(&o->output, "--max-output", v, cli_parse_size)) return false;
        } else if ((v = flag_value(argc, argv, &i, "--timeout"))) {
            if (!set_limit(&o->timeout_ms, "--timeout", v, cli_parse_duration_ms)) return false;
        } else if ((v = flag_value(argc, argv, &i, "--input"))) {
            if (!*v || !add_input(o, v)) return false;
        } else if ((v = flag_value(argc, argv, &i, "--clock"))) {
            if (!cli_parse_clock(v, &o->clock, &o->clock_ns))
                return usage_error("--clock takes system, none or an ISO 8601 timestamp, not '%s'", v);
        } else if ((v = flag_value(argc, argv, &i, "--seed"))) {
            if (!parse_seed(v, &o->seed))
                return usage_error("--seed takes an integer from 0 to 2**64-1, not '%s'", v);
        } else if ((v = flag_value(argc, argv, &i, "--tools-cmd"))) {
            if (!*v) return usage_error("%s needs a command", "--tools-cmd");
            o->tools_cmd = v;
        } else {
            return usage_error("unknown option '%s'", a);
        }
    }
    if (o->mode == MODE_SERVE) {
        /* Statistics are in every serve event already. */
        if (o->path || o->code || o->dump || o->ninputs || o->tools_cmd || o->stats)
            return usage_error("%s takes only limit flags", "serve");
        return true;
    }
    if (!o->path && !o->code) {
        if (o->dump)
            return usage_error("%s", "--dump-* needs a script (FILE, -c CODE or -)");
        if (stdin_tty)
            o->mode = MODE_REPL;
        else
            o->path = "-"; /* like python3: a script piped in */
    }
    return true;
}

void cli_config(const cli_opts *o, ps_config *c)
{
    ps_config_init(c);
    if (o->instructions.set) c->max_instructions = (uint64_t)o->instructions.v;
    if (o->memory.set) c->max_memory = (size_t)o->memory.v;
    if (o->depth.set) c->max_depth = (uint32_t)o->depth.v;
    if (o->output.set) c->max_output = (size_t)o->output.v;
    if (o->clock == CLI_CLOCK_SYSTEM) {
        c->clock = ps_clock_system;
    } else if (o->clock == CLI_CLOCK_FIXED) {
        c->clock = cli_clock_fixed;
        c->clock_ud = (void *)&o->clock_ns;
    }
    c->seed = o->seed;
    if (o->timeout_ms.set)
        c->timeout_ms = o->timeout_ms.v > UINT32_MAX ? UINT32_MAX : (uint32_t)o->timeout_ms.v;
}

/* ---- the clock ------------------------------------------------------------ */

int64_t cli_clock_fixed(void *clock_ud)
{
    return *(const int64_t *)clock_ud;
}

/* n decimal digits at *p into *out; false if fewer. */
static bool digits(const char **p, int n, int *out)
{
    int x = 0;
    for (int i = 0; i < n; i++) {
        if ((*p)[i] < '0' || (*p)[i] > '9')
            return false;
        x = x * 10 + ((*p)[i] - '0');
    }
    *p += n;
    *out = x;
    return true;
}

/* Days from 1970-01-01 to y-m-d (proleptic Gregorian). */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* YYYY-MM-DD[(T| )HH:MM[:SS[.fraction]]][Z|(+|-)HH:MM] */
bool cli_parse_clock(const char *s, int *kind, int64_t *ns)
{
    if (strcmp(s, "system") == 0) { *kind = CLI_CLOCK_SYSTEM; return true; }
    if (strcmp(s, "none") == 0) { *kind = CLI_CLOCK_NONE; return true; }
    const char *p = s;
    int y, mo, d, h = 0, mi = 0, sec = 0;
    int64_t frac = 0, off = 0;
    if (!digits(&p, 4, &y) || *p++ != '-' || !digits(&p, 2, &mo) || *p++ != '-' || !digits(&p, 2, &d))
        return false;
    static const int mdays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
        (mo == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0))))
        return false;
    if (*p == 'T' || *p == ' ') {
        p++;
        if (!digits(&p, 2, &h) || *p++ != ':' || !digits(&p, 2, &mi) || h > 23 || mi > 59)
            return false;
        if (*p == ':') {
            p++;
            if (!digits(&p, 2, &sec) || sec > 59)
                return false;
            if (*p == '.') {
                p++;
                int64_t scale = 100000000;
                if (*p < '0' || *p > '9')
                    return false;
                for (; *p >= '0' && *p <= '9'; p++, scale /= 10)
                    frac += (*p - '0') * scale;
            }
        }
        if (*p == 'Z') {
            p++;
        } else if (*p == '+' || *p == '-') {
            int sign = *p++ == '-' ? -1 : 1, oh, om;
            if (!digits(&p, 2, &oh) || *p++ != ':' || !digits(&p, 2, &om) || oh > 23 || om > 59)
                return false;
            off = sign * (oh * 3600 + om * 60);
        }
    }
    if (*p)
        return false;
    int64_t secs = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec - off;
    if (secs > INT64_MAX / 1000000000 - 1 || secs < INT64_MIN / 1000000000 + 1)
        return false;
    *kind = CLI_CLOCK_FIXED;
    *ns = secs * 1000000000 + frac;
    return true;
}
