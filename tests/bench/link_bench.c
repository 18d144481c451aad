/* link_bench: the time nvcg takes to import from a library and to link modules, for
 * `make bench` (tests/bench/link.sh). Uses only the public API.
 *
 *   link_bench import LIB.ll KERNEL.ll [-n REPS]
 *       first use: a fresh context, the library registered, the kernel parsed and its
 *       calls imported (the library is read then); warm: in the same context, another
 *       parse of the kernel and its import (the library is read already). Prints
 *       `first_us=<median> warm_us=<median> warm_best_us=<best>`; parsing the kernel
 *       itself is not counted.
 *   link_bench link A.ll B.ll ... [-n REPS]
 *       parses every file, then times nvcg_module_link of all into the first. Prints
 *       `link_us=<median> parse_us=<median>`. */
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

static double median(double *t, int n) {
  qsort(t, (size_t)n, sizeof *t, cmp_double);
  return t[n / 2];
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  char *s;
  long n;
  if (!f) { perror(path); return NULL; }
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  rewind(f);
  s = (char *)malloc((size_t)n + 1);
  if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) { fclose(f); free(s); return NULL; }
  fclose(f);
  s[n] = 0;
  *len = (size_t)n;
  return s;
}

static int bench_import(const char *libp, const char *kp, int reps) {
  size_t llen, klen;
  char *lib = slurp(libp, &llen), *k = slurp(kp, &klen);
  double *first = (double *)calloc((size_t)reps, sizeof(double)), *warm = (double *)calloc((size_t)reps, sizeof(double));
  int i;
  if (!lib || !k || !first || !warm) return 2;
  for (i = 0; i < reps; i++) {
    nvcg_context *c = nvcg_context_create();
    nvcg_module *m = NULL, *m2 = NULL;
    double t0;
    if (nvcg_parse_ll(c, k, klen, kp, &m) != NVCG_OK) return 1;
    t0 = now_us();
    if (nvcg_context_add_library(c, libp, lib, llen, NVCG_LIBRARY_STATIC_TEXT) != NVCG_OK ||
        nvcg_module_import(m, NULL) != NVCG_OK)
      return 1;
    first[i] = now_us() - t0;
    if (nvcg_parse_ll(c, k, klen, kp, &m2) != NVCG_OK) return 1;
    t0 = now_us();
    if (nvcg_module_import(m2, NULL) != NVCG_OK) return 1;
    warm[i] = now_us() - t0;
    nvcg_context_destroy(c);
  }
  {
    double best;
    double f = median(first, reps), w = median(warm, reps);
    best = warm[0];
    printf("first_us=%.0f warm_us=%.0f warm_best_us=%.0f\n", f, w, best);
  }
  free(first);
  free(warm);
  free(lib);
  free(k);
  return 0;
}

static int bench_link(char **files, int nfiles, int reps) {
  double *lt = (double *)calloc((size_t)reps, sizeof(double)), *pt = (double *)calloc((size_t)reps, sizeof(double));
  char **text = (char **)calloc((size_t)nfiles, sizeof(char *));
  size_t *len = (size_t *)calloc((size_t)nfiles, sizeof(size_t));
  int i, r;
  if (!lt || !pt || !text || !len) return 2;
  for (i = 0; i < nfiles; i++)
    if (!(text[i] = slurp(files[i], &len[i]))) return 2;
  for (r = 0; r < reps; r++) {
    nvcg_context *c = nvcg_context_create();
    nvcg_module **m = (nvcg_module **)calloc((size_t)nfiles, sizeof(nvcg_module *));
    double t0 = now_us();
    for (i = 0; i < nfiles; i++)
      if (nvcg_parse_ll(c, text[i], len[i], files[i], &m[i]) != NVCG_OK) return 1;
    pt[r] = now_us() - t0;
    t0 = now_us();
    for (i = 1; i < nfiles; i++)
      if (nvcg_module_link(m[0], m[i]) != NVCG_OK) return 1;
    lt[r] = now_us() - t0;
    free(m);
    nvcg_context_destroy(c);
  }
  printf("link_us=%.1f parse_us=%.1f\n", median(lt, reps), median(pt, reps));
  for (i = 0; i < nfiles; i++) free(text[i]);
  free(text);
  free(len);
  free(lt);
  free(pt);
  return 0;
}

int main(int argc, char **argv) {
  int reps = 20, i, n = 0;
  char **files = (char **)calloc((size_t)argc, sizeof(char *));
  if (!files) return 2;
  for (i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc) reps = atoi(argv[++i]);
    else files[n++] = argv[i];
  }
  if (argc < 3 || reps < 1) {
    fprintf(stderr, "usage: link_bench import LIB.ll KERNEL.ll [-n N] | link A.ll B.ll... [-n N]\n");
    return 2;
  }
  if (!strcmp(argv[1], "import") && n == 2) return bench_import(files[0], files[1], reps);
  if (!strcmp(argv[1], "link") && n >= 2) return bench_link(files, n, reps);
  fprintf(stderr, "link_bench: bad arguments\n");
  return 2;
}
