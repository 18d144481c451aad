/* nvopt -- runs IR passes on an LLVM assembly file and prints the result (an `opt` for
 * nvcg's IR passes; needs the .ll reader). After every pass on every function the IR is
 * checked (structure, phis against predecessors, SSA dominance: tests/opt/harness.h).
 *
 *   nvopt [-sm N] [-O N | -passes=a,b,c] [--knob NAME=VALUE]... [-stats] [-o OUT] FILE.ll
 *
 * -O N runs the rows of NV_IR_PASSES whose min_opt <= N, in table order (the pipeline
 * the code generator runs); -passes= runs the named passes in the given order. -stats
 * prints, per pass, how many functions it changed and the time it took, to stderr.
 * Exit status: 0 ok, 1 the input was rejected, 2 a pass broke the IR, 3 usage or I/O. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include "harness.h"
#include <time.h>

static char *nvo_read(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  size_t cap = 0, n = 0;
  if (!f) return NULL;
  for (;;) {
    size_t got;
    if (n == cap) {
      char *nb;
      cap = cap ? cap * 2 : 65536;
      nb = (char *)realloc(buf, cap);
      if (!nb) {
        free(buf);
        fclose(f);
        return NULL;
      }
      buf = nb;
    }
    got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  fclose(f);
  *len = n;
  return buf;
}

static double nvo_now(void) { return (double)clock() / CLOCKS_PER_SEC; }

int main(int argc, char **argv) {
  const char *path = NULL, *outpath = NULL, *passes = NULL;
  int opt = -1, stats = 0, i;
  unsigned sm = 75;
  char *text, list[2048];
  size_t len;
  nvcg_context *ctx;
  nvcg_module *m = NULL;
  nv_options o;
  nv_buf b = NV_BUF_INIT;
  const char *s;
  const char *knobs[16];
  nvcg_options uo;
  nv_knob_values kv;
  unsigned nknobs = 0;
  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-sm") == 0 && i + 1 < argc) sm = (unsigned)atoi(argv[++i]);
    else if (strcmp(argv[i], "-O") == 0 && i + 1 < argc) opt = atoi(argv[++i]);
    else if (strncmp(argv[i], "-O", 2) == 0 && argv[i][2]) opt = atoi(argv[i] + 2);
    else if (strncmp(argv[i], "-passes=", 8) == 0) passes = argv[i] + 8;
    else if (strcmp(argv[i], "-stats") == 0) stats = 1;
    else if (strcmp(argv[i], "--knob") == 0 && i + 1 < argc && nknobs < 16) knobs[nknobs++] = argv[++i];
    else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) outpath = argv[++i];
    else if (argv[i][0] != '-' && !path) path = argv[i];
    else {
      fprintf(stderr, "usage: nvopt [-sm N] [-O N | -passes=a,b,c] [--knob NAME=VALUE]... [-stats] [-o OUT] FILE.ll\n");
      return 3;
    }
  }
  if (!path || (opt < 0 && !passes)) {
    fprintf(stderr, "usage: nvopt [-sm N] [-O N | -passes=a,b,c] [-stats] [-o OUT] FILE.ll\n");
    return 3;
  }
  if (!passes) {
    const nvt_pass *p;
    list[0] = 0;
    for (p = nvt_passes; p->name; p++)
      if (p->min_opt <= opt) {
        if (list[0]) strcat(list, ",");
        strcat(list, p->name);
      }
    passes = list;
  }
  text = nvo_read(path, &len);
  if (!text) {
    perror(path);
    return 3;
  }
  ctx = nvcg_context_create();
  if (nvcg_parse_ll(ctx, text, len, path, &m) != NVCG_OK) {
    free(text);
    nvcg_context_destroy(ctx);
    return 1;
  }
  free(text);
  nvt_options(&o, sm, opt < 0 ? 2 : opt);
  nvcg_options_init(&uo);
  uo.knobs = knobs;
  uo.knob_count = nknobs;
  if (!nv_knobs_resolve(&ctx->diag, &uo, &kv)) {
    nvcg_context_destroy(ctx);
    return 3;
  }
  o.knobs = kv.num;
  /* pass by pass, so -stats can time each one */
  s = passes;
  while (*s) {
    const char *e = strchr(s, ',');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    char one[64];
    double t0 = nvo_now();
    unsigned changed = 0, nf = 0;
    nv_func *f;
    const nvt_pass *p = nvt_find_pass(s, n);
    if (!p || n >= sizeof one) {
      fprintf(stderr, "nvopt: unknown pass '%.*s'\n", (int)n, s);
      return 3;
    }
    memcpy(one, s, n);
    one[n] = 0;
    for (f = m->funcs_first; f; f = f->next) {
      if (f->is_decl) continue;
      nf++;
      changed += p->fn(f, &o) ? 1 : 0;
    }
    if (stats) fprintf(stderr, "nvopt: %-16s changed %u of %u functions, %.3f ms\n", one, changed, nf, (nvo_now() - t0) * 1e3);
    if (nvt_check_module(m)) {
      fprintf(stderr, "nvopt: %s: the IR is broken after pass %s\n", path, one);
      return 2;
    }
    s = e ? e + 1 : s + n;
  }
  nv_print_module_buf(m, &b);
  if (outpath) {
    FILE *out = fopen(outpath, "w");
    if (!out) {
      perror(outpath);
      return 3;
    }
    fwrite(b.data, 1, b.len, out);
    fclose(out);
  } else {
    fwrite(b.data, 1, b.len, stdout);
  }
  nv_buf_free(&b);
  nvcg_module_destroy(m);
  nvcg_context_destroy(ctx);
  return 0;
}
