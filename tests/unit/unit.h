/* unit.h -- the harness the C unit tests share. Each test program is one translation
 * unit that includes the whole library (NVCG_IMPLEMENTATION), so tests can reach static
 * internals. A test case prints "PASS: name" or "FAIL: name (why)" (tests/run.sh
 * counts those lines); the program exits non-zero when a case failed.
 *
 * Helpers not every program uses are NV_UNUSED (so -Wall stays quiet without
 * -Wno-unused-function).
 *
 * Options every test program takes: --quick (smaller floating-point sweeps, for
 * sanitizer builds) and a substring that selects the cases to run. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ut_state {
  const char *prefix;
  const char *filter;
  int quick;
  int failed;
  char why[600];
  int npass, nfail;
} ut_state;
static ut_state ut;

/* A small deterministic generator (xorshift64) for the randomised tests; ut_rs is its
 * state, which a test seeds (and may reseed per case). */
NV_UNUSED static uint64_t ut_rs = 1;
NV_UNUSED static uint32_t ut_rnd(void) {
  ut_rs ^= ut_rs << 13;
  ut_rs ^= ut_rs >> 7;
  ut_rs ^= ut_rs << 17;
  return (uint32_t)(ut_rs >> 11);
}
NV_UNUSED static uint32_t ut_pick(uint32_t n) { return n ? ut_rnd() % n : 0; }

static void ut_fail(const char *file, int line, const char *what) {
  if (!ut.failed) snprintf(ut.why, sizeof ut.why, "%s:%d: %s", file, line, what);
  ut.failed++;
}

#define UT_CHECK(c)                                  \
  do {                                               \
    if (!(c)) ut_fail(__FILE__, __LINE__, #c);       \
  } while (0)
/* Failure messages are cut to fit; vsnprintf keeps compilers from warning about it. */
static void ut_failf(const char *file, int line, const char *fmt, ...) {
  char m[480];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(m, sizeof m, fmt, ap);
  va_end(ap);
  ut_fail(file, line, m);
}
#define UT_CHECKF(c, ...)                            \
  do {                                               \
    if (!(c)) ut_failf(__FILE__, __LINE__, __VA_ARGS__); \
  } while (0)

static void ut_run(const char *name, void (*fn)(void)) {
  if (ut.filter && !strstr(name, ut.filter)) return;
  ut.failed = 0;
  ut.why[0] = 0;
  fn();
  if (ut.failed) {
    printf("FAIL: %s%s (%s)\n", ut.prefix, name, ut.why);
    ut.nfail++;
  } else {
    printf("PASS: %s%s\n", ut.prefix, name);
    ut.npass++;
  }
  fflush(stdout);
}
#define UT_RUN(fn) ut_run(#fn, fn)

static void ut_init(int argc, char **argv, const char *prefix) {
  int i;
  ut.prefix = prefix;
  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--quick") == 0) ut.quick = 1;
    else ut.filter = argv[i];
  }
}

static int ut_finish(void) { return ut.nfail ? 1 : 0; }

/* ---- capturing diagnostics ---- */
typedef struct ut_diag {
  int sev;
  char file[64];
  unsigned line, col;
  char msg[512];
} ut_diag;

typedef struct ut_diags {
  ut_diag d[256];
  int n;       /* recorded (at most 256) */
  int total;   /* reported */
  int errors, warnings;
} ut_diags;

NV_UNUSED static void ut_diag_handler(const nvcg_diagnostic *d, void *user) {
  ut_diags *u = (ut_diags *)user;
  u->total++;
  if (d->severity == NVCG_SEV_ERROR) u->errors++;
  if (d->severity == NVCG_SEV_WARNING) u->warnings++;
  if (u->n < 256) {
    ut_diag *x = &u->d[u->n++];
    x->sev = (int)d->severity;
    snprintf(x->file, sizeof x->file, "%s", d->file ? d->file : "");
    x->line = d->line;
    x->col = d->col;
    snprintf(x->msg, sizeof x->msg, "%s", d->message ? d->message : "(null)");
  }
  if (getenv("UT_SHOW_DIAGS")) fprintf(stderr, "  diag: %s\n", d->message);
}

NV_UNUSED static void ut_diags_reset(ut_diags *u) { memset(u, 0, sizeof *u); }

/* The first recorded diagnostic whose message contains every one of up to three
 * substrings (NULL = unused), or NULL. */
NV_UNUSED static const ut_diag *ut_find3(const ut_diags *u, const char *a, const char *b, const char *c) {
  int i;
  for (i = 0; i < u->n; i++) {
    const char *m = u->d[i].msg;
    if ((!a || strstr(m, a)) && (!b || strstr(m, b)) && (!c || strstr(m, c))) return &u->d[i];
  }
  return NULL;
}
#define ut_find(u, a) ut_find3((u), (a), NULL, NULL)

/* For failure messages: all recorded diagnostics, joined. */
NV_UNUSED static const char *ut_diags_text(const ut_diags *u) {
  static char buf[2048];
  size_t len = 0;
  int i;
  buf[0] = 0;
  for (i = 0; i < u->n && len + 8 < sizeof buf; i++) {
    int k = snprintf(buf + len, sizeof buf - len, "%s[%s]", i ? " " : "", u->d[i].msg);
    if (k < 0) break;
    len += (size_t)k;
    if (len >= sizeof buf) len = sizeof buf - 1;
  }
  return u->n ? buf : "(no diagnostics)";
}

/* Deterministic PRNG (splitmix64). */
static uint64_t ut_rng_state = 0x243F6A8885A308D3ull;
NV_UNUSED static uint64_t ut_rand(void) {
  uint64_t z = (ut_rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
NV_UNUSED static void ut_seed(uint64_t s) { ut_rng_state = s; }
