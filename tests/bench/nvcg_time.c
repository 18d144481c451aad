/* nvcg_time: in-process compile time of nvcg on one .ll file, for `make bench`.
 *
 *   nvcg_time [-mcpu=sm_XX] [-O0..-O3] [-n REPS] IN.ll [-o OUT.ptx]
 *
 * Each repetition parses the text and compiles the module to PTX in a fresh context
 * (what a DSL compiler calling the library pays per kernel); file reading is excluded.
 * Prints `time_us=<best of REPS> median_us=<median>` on stdout. Exit status 1 when the
 * input does not compile. */
#define _POSIX_C_SOURCE 200809L
#include "../../nvcg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  const char *in = NULL, *out = NULL;
  unsigned sm = 75;
  int opt = 2, reps = 5, i;
  char *text, *ptx = NULL;
  size_t len, plen = 0;
  FILE *f;
  double *t;
  for (i = 1; i < argc; i++) {
    if (strncmp(argv[i], "-mcpu=sm_", 9) == 0) sm = (unsigned)atoi(argv[i] + 9);
    else if (argv[i][0] == '-' && argv[i][1] == 'O' && argv[i][2] >= '0' && argv[i][2] <= '3') opt = argv[i][2] - '0';
    else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc) reps = atoi(argv[++i]);
    else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) out = argv[++i];
    else if (argv[i][0] != '-') in = argv[i];
    else { fprintf(stderr, "nvcg_time: unknown option %s\n", argv[i]); return 2; }
  }
  if (!in || reps < 1) { fprintf(stderr, "usage: nvcg_time [-mcpu=sm_XX] [-O0..3] [-n N] IN.ll [-o OUT]\n"); return 2; }
  f = fopen(in, "rb");
  if (!f) { perror(in); return 2; }
  fseek(f, 0, SEEK_END);
  len = (size_t)ftell(f);
  rewind(f);
  text = (char *)malloc(len + 1);
  if (fread(text, 1, len, f) != len) { fclose(f); return 2; }
  fclose(f);
  text[len] = 0;
  t = (double *)malloc(sizeof *t * (size_t)reps);
  for (i = 0; i < reps; i++) {
    nvcg_context *ctx = nvcg_context_create();
    nvcg_module *m = NULL;
    nvcg_options o;
    double t0 = now_us();
    int ok;
    nvcg_options_init(&o);
    o.sm = sm;
    o.opt_level = opt;
    ok = nvcg_parse_ll(ctx, text, len, in, &m) == NVCG_OK;
    if (ok) {
      if (ptx) nvcg_free(ptx);
      ptx = NULL;
      ok = nvcg_compile(m, &o, &ptx, &plen) == NVCG_OK;
    }
    t[i] = now_us() - t0;
    nvcg_context_destroy(ctx);
    if (!ok) return 1;
  }
  qsort(t, (size_t)reps, sizeof *t, cmp_double);
  printf("time_us=%.1f median_us=%.1f\n", t[0], t[reps / 2]);
  if (out) {
    f = fopen(out, "wb");
    if (!f || fwrite(ptx, 1, plen, f) != plen) { perror(out); return 2; }
    fclose(f);
  }
  nvcg_free(ptx);
  free(t);
  free(text);
  return 0;
}
