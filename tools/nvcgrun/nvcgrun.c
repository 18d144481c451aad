/* nvcgrun.c — command-line front end of the kernel runner (runner.h has the whole story):
 *
 *   nvcgrun [--engine=ir|ptx|cuda] FILE --kernel NAME --grid X[,Y,Z] --block X[,Y,Z]
 *           [--shared BYTES] [--dump] [--digest] [--max-insns N] [--stats] ARG...
 *
 * Prints `buf N: fnv1a64=<hex>` per buffer argument (and with --dump every element; with
 * --digest first one hash over all buffers, as tests/corpus/hostsim prints it). Exit
 * status: 0 success, 1 the kernel faulted, 2 bad usage or a module that does not load. */
#include "runner.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f) {
    fprintf(f,
            "usage: nvcgrun [--engine=ir|ptx|cuda] FILE --kernel NAME --grid X[,Y,Z] --block X[,Y,Z]\n"
            "               [--shared BYTES] [--dump] [--digest] [--max-insns N] [--stats] ARG...\n"
            "ARG:  i8:V  i16:V  i32:V  i64:V  f16:V  bf16:V  f32:V  f64:V\n"
            "      buf:TYPE:COUNT:INIT   TYPE one of i8 i16 i32 i64 f16 bf16 f32 f64\n"
            "                            INIT one of zero | iota | const:V | rand:SEED\n");
}

static int parse_dims(const char *s, uint32_t d[3]) {
    int k = 0;
    d[0] = d[1] = d[2] = 1;
    while (*s && k < 3) {
        char *end;
        unsigned long v;
        errno = 0;
        v = strtoul(s, &end, 10);
        if (end == s || errno || v == 0 || v > 0x7fffffffUL) return -1;
        d[k++] = (uint32_t)v;
        s = end;
        if (*s == ',') s++;
        else if (*s) return -1;
    }
    return *s ? -1 : 0;
}

/* "--name=value" or "--name value" */
static const char *optval(int argc, char **argv, int *i, const char *name) {
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n)) return NULL;
    if (argv[*i][n] == '=') return argv[*i] + n + 1;
    if (argv[*i][n] == 0 && *i + 1 < argc) return argv[++*i];
    return NULL;
}

int main(int argc, char **argv) {
    nr_launch L;
    nr_arg *args = (nr_arg *)calloc((size_t)argc + 1, sizeof *args);
    char err[4096];
    int i, rc, have_grid = 0, have_block = 0;
    memset(&L, 0, sizeof L);
    L.engine = "ptx";
    L.args = args;
    for (i = 1; i < argc; i++) {
        const char *v;
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) { usage(stdout); free(args); return 0; }
        if ((v = optval(argc, argv, &i, "--engine"))) { L.engine = v; continue; }
        if ((v = optval(argc, argv, &i, "--kernel"))) { L.kernel = v; continue; }
        if ((v = optval(argc, argv, &i, "--grid"))) {
            if (parse_dims(v, L.grid)) { fprintf(stderr, "nvcgrun: bad --grid '%s'\n", v); free(args); return 2; }
            have_grid = 1;
            continue;
        }
        if ((v = optval(argc, argv, &i, "--block"))) {
            if (parse_dims(v, L.block)) { fprintf(stderr, "nvcgrun: bad --block '%s'\n", v); free(args); return 2; }
            have_block = 1;
            continue;
        }
        if ((v = optval(argc, argv, &i, "--shared"))) {
            char *end;
            errno = 0;
            L.shared_bytes = strtoull(v, &end, 0);
            if (*end || errno || L.shared_bytes > (1u << 30)) { fprintf(stderr, "nvcgrun: bad --shared '%s'\n", v); free(args); return 2; }
            continue;
        }
        if ((v = optval(argc, argv, &i, "--max-insns"))) {
            char *end;
            errno = 0;
            L.max_insns = strtoull(v, &end, 0);
            if (*end || errno) { fprintf(stderr, "nvcgrun: bad --max-insns '%s'\n", v); free(args); return 2; }
            continue;
        }
        if (!strcmp(a, "--dump")) { L.dump = 1; continue; }
        if (!strcmp(a, "--stats")) { L.stats = 1; continue; }
        if (!strcmp(a, "--digest")) { L.digest = 1; continue; }
        if (a[0] == '-' && a[1] == '-') {
            fprintf(stderr, "nvcgrun: unknown option '%s'\n", a);
            usage(stderr);
            free(args);
            return 2;
        }
        if (!L.file) { L.file = a; continue; }
        if (nr_parse_arg(a, &args[L.nargs], err, sizeof err)) {
            fprintf(stderr, "nvcgrun: %s\n", err);
            free(args);
            return 2;
        }
        L.nargs++;
    }
    if (!L.file || !L.kernel || !have_grid || !have_block) {
        fprintf(stderr, "nvcgrun: FILE, --kernel, --grid and --block are required\n");
        usage(stderr);
        free(args);
        return 2;
    }
    rc = nr_run(&L, err, sizeof err);
    if (L.printf_out) fputs(L.printf_out, stdout); /* the kernel's printf output comes first */
    if (rc == 0) nr_print_results(&L, stdout);
    else fprintf(stderr, "nvcgrun: %s\n", err);
    nr_free_results(&L);
    free(args);
    return rc;
}
