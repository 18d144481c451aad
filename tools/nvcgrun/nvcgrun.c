/* nvcgrun.c — command-line front end of the kernel runner (runner.h has the whole story):
 *
 *   nvcgrun [--engine=ir|ptx|cuda] FILE --kernel NAME --grid X[,Y,Z] --block X[,Y,Z]
 *           [--shared BYTES] [--dump] [--digest] [--max-insns N] [--stats] [--time N] [--stack BYTES] ARG...
 *
 * Prints `buf N: fnv1a64=<hex>` per buffer argument (and with --dump every element; with
 * --digest first one hash over all buffers, as tests/corpus/hostsim prints it). Exit
 * status: 0 success, 1 the kernel faulted, 2 bad usage or a module that does not load.
 * --time N (cuda engine only) launches the kernel N more times after the checked launch,
 * back to back on one stream, and prints the mean wall time per launch to stderr; the
 * buffers printed are the checked launch's (tests/bench/gpu_bench.py reads the figure).
 * --stack BYTES (cuda engine) sets the per-thread stack limit; default 16 KiB (runner.h).
 *
 * SPIR-V. Built with NVCGRUN_SPIRV (mk/nvcgrun.mk defines it when the Khronos
 * SPIRV-Headers are installed), a FILE named *.spv / *.spirv, or starting with SPIR-V's
 * magic number, goes through the SPIR-V frontend (frontends/nvcg_spirv.h) in-process:
 * the `ir` engine runs the translated module itself (nr_launch.ir_module), `ptx` and
 * `cuda` run the PTX nvcg_compile makes of it. The entry point is --kernel's unless
 * --entry names another; --spec, --push, --buffers, --uc-global, --no-contract and --sm
 * are the frontend's options (nvcg_spirv.h describes the kernel parameters they give; a
 * push-constant block takes a push:... argument, runner.h). */
#include "runner.h"
#ifdef NVCGRUN_SPIRV
#include "../../nvcg.h"
#define NVCG_SPIRV_IMPLEMENTATION
#include "../../frontends/nvcg_spirv.h"
#endif

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A numeric option's value in [lo, hi] (decimal, 0x hex or 0 octal); prints why not. */
static int num_opt(const char *opt, const char *v, unsigned long long lo, unsigned long long hi, uint64_t *out) {
    char *end;
    unsigned long long n;
    errno = 0;
    n = strtoull(v, &end, 0);
    if (!*v || *end || errno || *v == '-' || n < lo || n > hi) {
        fprintf(stderr, "nvcgrun: bad %s '%s' (%llu to %llu)\n", opt, v, lo, hi);
        return 1;
    }
    *out = n;
    return 0;
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: nvcgrun [--engine=ir|ptx|cuda] FILE --kernel NAME --grid X[,Y,Z] --block X[,Y,Z]\n"
            "               [--shared BYTES] [--dump] [--digest] [--max-insns N] [--stats] [--time N] [--stack BYTES] ARG...\n"
            "ir engine, what __nvvm_reflect answers (nvcgc's options): [-ftz=0|1] [-prec-div=0|1]\n"
            "      [-prec-sqrt=0|1] [-mcpu=sm_XX]\n"
            "ARG:  i8:V  i16:V  i32:V  i64:V  f16:V  bf16:V  f32:V  f64:V\n"
            "      buf:TYPE:COUNT:INIT   TYPE one of i8 i16 i32 i64 f16 bf16 f32 f64\n"
            "                            INIT one of zero | iota | const:V | rand:SEED | rand:SEED:LO:HI\n"
            "      push:[OFF=]TYPE:V,... a by-value block (push constants): each field at byte\n"
            "                            OFF, or after the previous one aligned to its size\n"
            "      tex:FMT:W[xH[xD]]:INIT[:filter=point|linear][:address=clamp|wrap|mirror|border]\n"
            "          [:coords=unnormalized|normalized][:read=element|normalized][:layers=N]\n"
            "          [:levels=N][:mipfilter=point|linear][:cube]\n"
            "      surf:FMT:W[xH[xD]]:INIT[:layers=N]   a texture / surface object (texture.h);\n"
            "                            FMT r8 rg8 rgba8 r8i r8ui rgba8ui r16f rg16f rgba16f r32f\n"
            "                            rg32f rgba32f r32i r32ui rgba32i rgba32ui\n"
            "      NAME=tex:...  NAME=surf:...  the image bound to the module's .texref / .surfref\n"
            "                            NAME (an IR global annotated \"texture\" / \"surface\"),\n"
            "                            not a kernel parameter; every reference must be bound\n"
            "                            (an image kernel parameter, .param .texref / .surfref,\n"
            "                            takes a plain tex: / surf: argument of its kind)\n"
#ifdef NVCGRUN_SPIRV
            "SPIR-V FILE (*.spv): [--entry NAME] [--spec ID=VALUE]... [--push=byval|buffer]\n"
            "      [--buffers=params|table] [--uc-global] [--no-contract] [--sm N]\n"
#endif
            );
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

#ifdef NVCGRUN_SPIRV
typedef struct spv_opts {
    nvcg_spirv_options o;
    nvcg_spirv_spec specs[64];
    int any;          /* a SPIR-V option was given */
} spv_opts;

/* A SPIR-V option at argv[*i]: 1 taken, 0 not one, -1 malformed (reported). */
static int spirv_option(int argc, char **argv, int *i, spv_opts *S) {
    const char *v, *a = argv[*i];
    if ((v = optval(argc, argv, i, "--entry"))) S->o.entry_point = v;
    else if ((v = optval(argc, argv, i, "--spec"))) {
        if (S->o.spec_count == 64 || nvcg_spirv_parse_spec(v, &S->specs[S->o.spec_count]) != NVCG_OK) {
            fprintf(stderr, "nvcgrun: bad --spec '%s' (ID=VALUE, at most 64)\n", v);
            return -1;
        }
        S->o.spec_count++;
    } else if ((v = optval(argc, argv, i, "--push"))) {
        if (!strcmp(v, "byval")) S->o.push_constants = NVCG_SPIRV_PUSH_BYVAL;
        else if (!strcmp(v, "buffer")) S->o.push_constants = NVCG_SPIRV_PUSH_BUFFER;
        else { fprintf(stderr, "nvcgrun: bad --push '%s' (byval or buffer)\n", v); return -1; }
    } else if ((v = optval(argc, argv, i, "--buffers"))) {
        if (!strcmp(v, "params")) S->o.buffers = NVCG_SPIRV_BUFFERS_PARAMS;
        else if (!strcmp(v, "table")) S->o.buffers = NVCG_SPIRV_BUFFERS_TABLE;
        else { fprintf(stderr, "nvcgrun: bad --buffers '%s' (params or table)\n", v); return -1; }
    } else if ((v = optval(argc, argv, i, "--sm"))) {
        char *end;
        unsigned long sm = strtoul(v, &end, 10);
        if (*end || sm < 75 || sm > 1000) { fprintf(stderr, "nvcgrun: bad --sm '%s' (75 or more)\n", v); return -1; }
        S->o.sm = (unsigned)sm;
    } else if (!strcmp(a, "--uc-global")) S->o.uniform_constant_addrspace = 1;
    else if (!strcmp(a, "--no-contract")) S->o.fp_contract = 0;
    else return 0;
    S->any = 1;
    return 1;
}

static int is_spirv(const char *path) {
    const char *dot = strrchr(path, '.');
    unsigned char m[4];
    FILE *f;
    int yes = 0;
    if (dot && (!strcmp(dot, ".spv") || !strcmp(dot, ".spirv"))) return 1;
    if (!(f = fopen(path, "rb"))) return 0;
    if (fread(m, 1, 4, f) == 4)
        yes = (m[0] == 0x03 && m[1] == 0x02 && m[2] == 0x23 && m[3] == 0x07) || (m[0] == 0x07 && m[1] == 0x23 && m[2] == 0x02 && m[3] == 0x03);
    fclose(f);
    return yes;
}

/* Translates L->file; the ir engine gets the module, the others its PTX (L->text, which
 * *ptx owns). 0 on success; the frontend's and nvcg's diagnostics go to stderr. */
static int load_spirv(nr_launch *L, spv_opts *S, nvcg_context *ctx, nvcg_module **m, char **ptx) {
    FILE *f = fopen(L->file, "rb");
    unsigned char *buf = NULL;
    long size = -1;
    nvcg_status st;
    if (f && !fseek(f, 0, SEEK_END) && (size = ftell(f)) >= 0 && !fseek(f, 0, SEEK_SET)) {
        buf = (unsigned char *)malloc(size ? (size_t)size : 1);
        if (buf && size && fread(buf, 1, (size_t)size, f) != (size_t)size) size = -1;
    }
    if (f) fclose(f);
    if (!buf || size < 0) {
        fprintf(stderr, "nvcgrun: %s: cannot read\n", L->file);
        free(buf);
        return -1;
    }
    S->o.source_name = L->file;
    if (!S->o.entry_point) S->o.entry_point = L->kernel;
    S->o.specs = S->specs;
    st = nvcg_spirv_translate_bytes(ctx, buf, (size_t)size, &S->o, m);
    free(buf);
    if (st != NVCG_OK) return -1;
    if (!strcmp(L->engine, "ir")) {
        L->ir_module = *m;
        return 0;
    }
    {
        nvcg_options co;
        size_t len = 0;
        nvcg_options_init(&co);
        if (S->o.sm) co.sm = S->o.sm;
        if (nvcg_compile(*m, &co, ptx, &len) != NVCG_OK) return -1;
        L->text = *ptx;
        L->text_len = len;
    }
    return 0;
}
#endif

int main(int argc, char **argv) {
    nr_launch L;
    nr_arg *args = (nr_arg *)calloc((size_t)argc + 1, sizeof *args);
    char err[4096];
    int i, rc, have_grid = 0, have_block = 0;
#ifdef NVCGRUN_SPIRV
    spv_opts S;
    nvcg_context *ctx = NULL;
    nvcg_module *m = NULL;
    char *ptx = NULL;
    memset(&S, 0, sizeof S);
    nvcg_spirv_options_init(&S.o);
#endif
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
            if (num_opt("--shared", v, 0, 1ull << 30, &L.shared_bytes)) { free(args); return 2; }
            continue;
        }
        if ((v = optval(argc, argv, &i, "--max-insns"))) {
            if (num_opt("--max-insns", v, 0, ~0ull, &L.max_insns)) { free(args); return 2; }
            continue;
        }
        if ((v = optval(argc, argv, &i, "--time"))) {
            uint64_t n;
            if (num_opt("--time", v, 1, 100000, &n)) { free(args); return 2; }
            L.time_reps = (int)n;
            continue;
        }
        if ((v = optval(argc, argv, &i, "--stack"))) {
            uint64_t n;
            if (num_opt("--stack", v, 1, 1ull << 24, &n)) { free(args); return 2; }
            L.stack_bytes = (uint32_t)n;
            continue;
        }
        if (!strncmp(a, "-ftz=", 5) || !strncmp(a, "-prec-div=", 10) || !strncmp(a, "-prec-sqrt=", 11)) {
            const char *e = strchr(a, '=') + 1;
            if ((e[0] != '0' && e[0] != '1') || e[1]) { fprintf(stderr, "nvcgrun: bad '%s' (0 or 1)\n", a); free(args); return 2; }
            if (a[1] == 'f') L.ftz = e[0] == '1';
            else if (a[6] == 'd') L.approx_div = e[0] == '0';
            else L.approx_sqrt = e[0] == '0';
            continue;
        }
        if (!strncmp(a, "-mcpu=sm_", 9)) {
            char *end;
            unsigned long sm = strtoul(a + 9, &end, 10);
            if ((*end && *end != 'a' && *end != 'f') || sm < 20 || sm > 1000) { fprintf(stderr, "nvcgrun: bad '%s'\n", a); free(args); return 2; }
            L.sm = (unsigned)sm;
            continue;
        }
        if (!strcmp(a, "--dump")) { L.dump = 1; continue; }
        if (!strcmp(a, "--stats")) { L.stats = 1; continue; }
        if (!strcmp(a, "--digest")) { L.digest = 1; continue; }
#ifdef NVCGRUN_SPIRV
        if (a[0] == '-' && a[1] == '-') {
            int r = spirv_option(argc, argv, &i, &S);
            if (r < 0) { free(args); return 2; }
            if (r) continue;
        }
#endif
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
#ifdef NVCGRUN_SPIRV
    if (is_spirv(L.file)) {
        ctx = nvcg_context_create();
        if (load_spirv(&L, &S, ctx, &m, &ptx)) {
            nvcg_free(ptx);
            nvcg_context_destroy(ctx);
            free(args);
            return 2;
        }
    } else if (S.any) {
        fprintf(stderr, "nvcgrun: --entry, --spec, --push, --buffers, --uc-global, --no-contract and --sm apply to SPIR-V input only\n");
        free(args);
        return 2;
    }
#endif
    rc = nr_run(&L, err, sizeof err);
    if (L.printf_out) fputs(L.printf_out, stdout); /* the kernel's printf output comes first */
    if (rc == 0) nr_print_results(&L, stdout);
    else fprintf(stderr, "nvcgrun: %s\n", err);
    nr_free_results(&L);
#ifdef NVCGRUN_SPIRV
    nvcg_free(ptx);
    if (ctx) nvcg_context_destroy(ctx);
#endif
    free(args);
    return rc;
}
